import { describe, expect, it } from '@jest/globals';
import axios, { AxiosError } from 'axios';
import { inProcessAdapter, NotOnTheServer } from '../in-process-adapter';

const calls: string[] = [];
const client = axios.create({
  baseURL: '/api/v1',
  adapter: inProcessAdapter(async ({ method, url }) => {
    calls.push(`${method} ${url}`);
    return url.startsWith('/api/v1/associations/3/')
      ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":3}' }
      : { status: 404, headers: { 'content-type': 'application/json' }, body: '{"message":"Not found."}' };
  }),
});

describe('the in-process API adapter of the server render', () => {
  it('answers a read with the JSON body, the path and query built as the browser would', async () => {
    const { data, status } = await client.get('/associations/3/', {
      params: { page: 2, name: 'a b', none: undefined },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ id: 3 });
    expect(calls.at(-1)).toBe('GET /api/v1/associations/3/?page=2&name=a+b');
  });

  it('fails a 404 as axios does, with the status and the server message on the response', async () => {
    const error = await client.get('/associations/9/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(404);
    expect((error as AxiosError).response?.data).toEqual({ message: 'Not found.' });
  });

  it('refuses anything but a read, without calling the API', async () => {
    const before = calls.length;
    await expect(client.post('/auth/verify-email/', { key: 'k' })).rejects.toBeInstanceOf(NotOnTheServer);
    expect(calls.length).toBe(before);
  });
});
