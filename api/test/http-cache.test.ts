import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { weakEtag } from '@alumni/web';
import { authHeader, createTestApp, createUser, type TestApp } from './helpers';
import { createAdmin, createAssociation } from './support/association-fixtures';
import { createCastApp, type Cast } from './support/cast';
import { API } from './support/fixtures';

describe('public association answers: ETag and 304', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    id = await createAssociation(t.database, { name: 'Etag School Alumni' });
  });
  afterAll(async () => t?.close());

  it.each([
    ['the list', '/associations/?limit=20'],
    ['the details', ''],
  ])('%s: a weak ETag, then 304 with no body for the same tag', async (_name, url) => {
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

    const head = await t.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
  });

  it('a changed body gets a new tag', async () => {
    const before = await t.app.inject({ method: 'GET', url: `${API}/associations/?limit=20` });
    await createAssociation(t.database, { name: 'Another Etag Alumni' });
    const after = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/?limit=20`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
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

  it('stays cacheable for anonymous callers only: no-store for a signed-in one, Vary: Authorization for both', async () => {
    const user = await createUser(t.database);
    for (const url of ['/associations/?limit=20', `/associations/${id}/`]) {
      const anonymous = await t.app.inject({ method: 'GET', url: `${API}${url}` });
      expect(anonymous.headers['cache-control']).toBe('public, no-cache');
      expect(anonymous.headers.vary).toMatch(/\bAuthorization\b/);
      const signedIn = await t.app.inject({
        method: 'GET',
        url: `${API}${url}`,
        headers: await authHeader(t.app, user.id),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      expect(signedIn.headers.vary).toMatch(/\bAuthorization\b/);
    }
  });

  it('keeps no answer under /auth/, signed in or not, errors included', async () => {
    const user = await createUser(t.database);
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/user/`,
      headers: await authHeader(t.app, user.id),
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/auth/user/` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login/`,
      payload: { email: 'x', password: 'y' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('public association answers kept in memory (publicCacheMs)', () => {
  let t: TestApp;
  let id: number;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ config: { publicCacheMs: 60_000 } });
    id = await createAssociation(t.database, { name: 'Cached School Alumni' });
    const user = await createAdmin(t.database, id);
    admin = await authHeader(t.app, user.id);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  it('answers from memory: the same body and tag, a 304 for the tag, while a change made elsewhere waits for the entry to expire', async () => {
    for (const url of ['/associations/?q=cached', `/associations/${id}/`]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.etag).toBe(weakEtag(first.body));
      // Written behind the app's back (as another process would): not seen until the entry expires.
      await t.database.db
        .updateTable('associations')
        .set({ tagline: `Changed for ${url}` })
        .where('id', '=', id)
        .execute();
      const second = await get(url);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
    }
  });

  it("answers the landing page's figures from memory too: an association added behind the app's back waits for the entry to expire", async () => {
    const first = await get('/stats/');
    expect(first.statusCode).toBe(200);
    await createAssociation(t.database, { name: 'Uncounted School Alumni' });
    const second = await get('/stats/');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe('public, max-age=60');
  });

  it("an admin's change through the API is seen at once in the list and the details", async () => {
    await get('/associations/?q=cached');
    await get(`/associations/${id}/`);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${API}/associations/${id}/`,
      headers: admin,
      payload: {
        name: 'Cached School Alumni Renamed',
        tagline: 'New',
        about: 'About',
        address: 'Dhaka',
        website: 'https://cached.example',
        established_year: 1990,
        society_prefix: 'CSA',
        phone: '02223355001',
        email: 'alumni@cached.example',
        links: { facebook: null, linkedin: null, twitter: null },
      },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get('/associations/?q=cached')).json().results.map((r: { name: string }) => r.name)).toEqual([
      'Cached School Alumni Renamed',
    ]);
    expect((await get(`/associations/${id}/`)).json()).toMatchObject({
      name: 'Cached School Alumni Renamed',
      tagline: 'New',
    });
  });

  it('keeps no error: a missing association is looked up again', async () => {
    expect((await get('/associations/999999/')).statusCode).toBe(404);
    expect((await get('/associations/abc/')).statusCode).toBe(400);
  });
});

describe('the events list as a signed-out visitor sees it, kept in memory (publicCacheMs)', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ config: { publicCacheMs: 60_000 } }));
  });
  afterAll(async () => t?.close());

  const DAY = 24 * 3600_000;
  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/events/?association=${cast.associationId}&limit=6`, headers });
  const titles = async (headers: Record<string, string> = {}) =>
    (await list(headers))
      .json<{ results: { title: string }[] }>()
      .results.map((e) => e.title)
      .sort();
  async function publish(title: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/associations/${cast.associationId}/events/`,
      headers: cast.associationAdmin.headers,
      payload: {
        title,
        description: 'Kept',
        starts_at: new Date(Date.now() + 10 * DAY).toISOString(),
        ends_at: new Date(Date.now() + 10 * DAY + 3600_000).toISOString(),
        venue: 'Dhaka',
        status: 'published',
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  it("answers from memory while a change made behind the app's back waits; a signed-in visitor's list and a change through the API are read at once", async () => {
    const id = await publish('First Reunion');
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(await titles()).toEqual(['First Reunion']);
    // Written behind the app's back (as another process would): not seen signed out until the entry expires.
    await t.database.db.updateTable('events').set({ title: 'Renamed Elsewhere' }).where('id', '=', id).execute();
    expect((await list()).body).toBe(first.body);
    // A signed-in visitor's list carries their own answers: never from the kept one.
    expect(await titles(cast.user.headers)).toEqual(['Renamed Elsewhere']);
    // An event published through the API: listed at once, the change made elsewhere with it.
    await publish('Second Reunion');
    expect(await titles()).toEqual(['Renamed Elsewhere', 'Second Reunion']);
  });
});
