import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './support/multipart';

/*
 * Multipart and cookies are parsed only in the scopes that use them (withUploads, authRoutes): their
 * hooks ran on every answer when registered at the root, the public list included.
 */
describe('plugins registered only where they are used', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const form = () =>
    multipart([
      { field: 'email', value: 'someone@example.com' },
      { field: 'password', value: 'x' },
    ]);

  it('refuses a multipart body on a JSON route with 415', async () => {
    const { payload, headers } = form();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload, headers });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('still reads multipart on an upload route (401 for a visitor: it got past the body parser)', async () => {
    const { payload, headers } = form();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/profile-picture/',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('runs one hook on the public list (the security headers), and the cookie and multipart hooks where they belong', async () => {
    await t.app.ready();
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
    // The hook lines under a route's line, up to the next route's line (which ends with "(METHODS)").
    const hooksOf = (route: string) =>
      routes
        .slice(routes.indexOf(route))
        .split('\n')
        .slice(1)
        .join('\n')
        .split(/\n[^\n]*\(\w+(, \w+)*\)\n/)[0];
    // The security headers, and the language's translation of a success message (a no-op in English).
    expect(hooksOf('/api/v1/associations (GET)').trim().split('\n')).toHaveLength(2);
    expect(hooksOf('/api/v1/associations (GET)')).toContain('(onRequest) ["anonymous()"]');
    expect(hooksOf('/api/v1/associations (GET)')).toContain('(preSerialization) ["anonymous()"]');
    expect(hooksOf('/logos (POST)')).toContain('(onResponse)');
    expect(hooksOf('/login (POST)')).toContain('fastifyCookieOnSendHandler()');
  });
});
