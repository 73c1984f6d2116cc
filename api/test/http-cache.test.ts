import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers';
import { createAssociation } from './support/association-fixtures';

const API = '/api/v1';

describe('public association answers: ETag and 304', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    id = await createAssociation(t.database, { name: 'Etag School Alumni' });
  });
  afterAll(async () => t?.close());

  it.each([['the list', '/associations/?limit=20'], ['the details', '']])('%s: a weak ETag, then 304 with no body for the same tag', async (_name, url) => {
    const path = `${API}${url || `/associations/${id}/`}`;
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('a changed body gets a new tag', async () => {
    const before = await t.app.inject({ method: 'GET', url: `${API}/associations/?limit=20` });
    await createAssociation(t.database, { name: 'Another Etag Alumni' });
    const after = await t.app.inject({ method: 'GET', url: `${API}/associations/?limit=20`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('leaves errors and per-user answers alone', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `${API}/associations/999999/` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const mine = await t.app.inject({ method: 'GET', url: `${API}/auth/user/transactions/memberships/` });
    expect(mine.headers.etag).toBeUndefined();
  });
});
