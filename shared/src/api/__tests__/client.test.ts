/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createApiClient, prepareOnIntent } from '../client';
import { createMemoryTokenStorage } from '../token-storage';

type Seen = {
  method: string;
  url: string;
  authorization?: string;
  body: string;
  contentType?: string;
  language?: string;
};

const FRESH = 'fresh-token';
let server: http.Server;
let baseURL: string;
let seen: Seen[] = [];
let refreshSucceeds = true;
/** The refresh's answer never arrives: the connection drops (a page left mid-refresh, a lost mobile link). */
let refreshDrops = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
        contentType: req.headers['content-type'],
        language: req.headers['accept-language'],
      });
      const send = (status: number, payload: unknown, delay = 0) =>
        setTimeout(() => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(payload));
        }, delay);
      if (req.url === '/api/v1/auth/token/refresh/') {
        if (refreshDrops) return req.socket.destroy();
        return refreshSucceeds
          ? send(200, { accessToken: FRESH }, 30)
          : send(401, { message: 'Session expired', code: 'UNAUTHENTICATED' });
      }
      if (req.url === '/api/v1/auth/login/')
        return send(401, { message: 'Wrong email or password', code: 'BAD_CREDENTIALS' });
      if (req.headers.authorization === `Bearer ${FRESH}`) return send(200, { ok: true, url: req.url });
      return send(401, { message: 'Token expired', code: 'UNAUTHENTICATED' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  refreshSucceeds = true;
  refreshDrops = false;
});

const refreshCalls = () => seen.filter((s) => s.url === '/api/v1/auth/token/refresh/');

describe('api client', () => {
  it("sends the page's language as Accept-Language (English outside a page)", async () => {
    const english = createApiClient({ baseURL, storage: createMemoryTokenStorage(FRESH) });
    const bangla = createApiClient({ baseURL, storage: createMemoryTokenStorage(FRESH), language: () => 'bn' });
    await english.get('/auth/user/');
    await bangla.get('/auth/user/');
    expect(seen.map((s) => s.language)).toEqual(['en', 'bn']);
  });

  it('sends the stored access token as a Bearer header', async () => {
    const client = createApiClient({ baseURL, storage: createMemoryTokenStorage(FRESH) });
    await client.get('/auth/user/');
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe(`Bearer ${FRESH}`);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes once after a 401, stores the new token and retries the request', async () => {
    const storage = createMemoryTokenStorage('stale-token');
    const client = createApiClient({ baseURL, storage });

    const { data } = await client.get('/auth/user/');

    expect(data).toEqual({ ok: true, url: '/api/v1/auth/user/' });
    expect(storage.get()).toBe(FRESH);
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/auth/user/', '/api/v1/auth/token/refresh/', '/api/v1/auth/user/']);
    const refresh = refreshCalls()[0];
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toBe('');
    expect(seen[2].authorization).toBe(`Bearer ${FRESH}`);
  });

  it('shares one refresh between parallel 401s', async () => {
    const storage = createMemoryTokenStorage('stale-token');
    const client = createApiClient({ baseURL, storage });

    const results = await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);

    expect(results.map((r) => (r.data as { url: string }).url)).toEqual(['/api/v1/a/', '/api/v1/b/', '/api/v1/c/']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('removes the token and rejects with the original error when the refresh fails', async () => {
    refreshSucceeds = false;
    const storage = createMemoryTokenStorage('stale-token');
    const client = createApiClient({ baseURL, storage });

    const failure = await client.get('/auth/user/').catch((error: unknown) => error);

    expect(failure).toMatchObject({ response: { status: 401, data: { message: 'Token expired' } } });
    expect((failure as { config: { url: string } }).config.url).toBe('/auth/user/');
    expect(storage.get()).toBeNull();
    expect(refreshCalls()).toHaveLength(1);
  });

  it('keeps the token and the session when the refresh got no answer at all', async () => {
    refreshDrops = true;
    let ended = 0;
    const storage = createMemoryTokenStorage('expired-token');
    const client = createApiClient({ baseURL, storage, onSessionEnded: () => ended++ });

    await expect(client.get('/auth/user/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(storage.get()).toBe('expired-token');
    expect(ended).toBe(0);
    // The connection is back: the next request refreshes and goes through.
    refreshDrops = false;
    await expect(client.get('/auth/user/')).resolves.toMatchObject({ status: 200 });
    expect(storage.get()).toBe(FRESH);
    expect(refreshCalls()).toHaveLength(2);
  });

  it('says the session ended when a request that carried a token is refused and the refresh fails, once', async () => {
    refreshSucceeds = false;
    let ended = 0;
    const client = createApiClient({
      baseURL,
      storage: createMemoryTokenStorage('revoked-token'),
      onSessionEnded: () => ended++,
    });

    await expect(client.get('/auth/user/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(ended).toBe(1);
    // Signed out now: the next refusal is a visitor's, not the end of a session; no refresh loop.
    await expect(client.get('/auth/user/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(ended).toBe(1);
    expect(refreshCalls()).toHaveLength(2);
  });

  it('does not say a session ended when a refresh succeeds', async () => {
    let ended = 0;
    const client = createApiClient({
      baseURL,
      storage: createMemoryTokenStorage('stale-token'),
      onSessionEnded: () => ended++,
    });
    await client.get('/auth/user/');
    expect(ended).toBe(0);
  });

  it('does not refresh after a failed login', async () => {
    const client = createApiClient({ baseURL, storage: createMemoryTokenStorage() });

    await expect(client.post('/auth/login/', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('retries only once when the retried request is refused again', async () => {
    // Storage that never takes the refreshed token: the retry goes out with a token the server refuses.
    const refusing = createApiClient({
      baseURL,
      storage: { get: () => 'never-valid', set: () => undefined, clear: () => undefined },
    });

    await expect(refusing.get('/x/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/x/', '/api/v1/auth/token/refresh/', '/api/v1/x/']);
  });
});

describe('axios, fetched with the first request', () => {
  /** A client of a fresh copy of the module, and how many times axios was loaded for it. */
  async function isolatedClient() {
    const axiosLoads = { count: 0 };
    let isolated: typeof createApiClient | undefined;
    // The client imports axios after the isolated registry is left: start from an empty one.
    jest.resetModules();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        axiosLoads.count++;
        return jest.requireActual('axios');
      });
      isolated = (await import('../client')).createApiClient;
    });
    return { api: isolated!({ baseURL, storage: createMemoryTokenStorage(FRESH) }), axiosLoads };
  }

  it('is not loaded with the client, and is loaded by its first request', async () => {
    const { api, axiosLoads } = await isolatedClient();
    expect(axiosLoads.count).toBe(0);
    await expect(api.get('/first/')).resolves.toMatchObject({ status: 200, data: { url: '/api/v1/first/' } });
    await api.get('/second/');
    expect(axiosLoads.count).toBe(1);
  });

  it('is loaded by prepare, before any request', async () => {
    const { api, axiosLoads } = await isolatedClient();
    await api.prepare();
    expect(axiosLoads.count).toBe(1);
    expect(seen).toEqual([]);
  });

  it('sends requests through the adapter in use, and over the network again without one', async () => {
    const client = createApiClient({ baseURL, storage: createMemoryTokenStorage(FRESH) });
    const asked: string[] = [];
    client.useAdapter(async (config) => {
      asked.push(`${config.method} ${config.url} ${String(config.headers.Authorization)}`);
      return { status: 200, statusText: 'OK', headers: {}, config, data: { from: 'adapter' } };
    });
    await expect(client.get('/x/')).resolves.toMatchObject({ data: { from: 'adapter' } });
    expect(asked).toEqual([`get /x/ Bearer ${FRESH}`]);
    expect(seen).toEqual([]);
    client.useAdapter(undefined);
    await expect(client.get('/x/')).resolves.toMatchObject({ data: { ok: true } });
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/x/']);
  });
});

describe('prepareOnIntent', () => {
  it('prepares the client once, on the first focus, press or key, and not before', async () => {
    const target = new EventTarget();
    let prepared = 0;
    prepareOnIntent({ prepare: async () => void prepared++ }, target);
    expect(prepared).toBe(0);
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(prepared).toBe(1);
  });

  it('does nothing once stopped, and a failed preparation throws nowhere', async () => {
    const target = new EventTarget();
    let prepared = 0;
    const stop = prepareOnIntent({ prepare: async () => void prepared++ }, target);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(prepared).toBe(0);
    let failed = 0;
    prepareOnIntent(
      {
        prepare: () => {
          failed++;
          return Promise.reject(new Error('offline'));
        },
      },
      target,
    );
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(failed).toBe(1);
  });
});
