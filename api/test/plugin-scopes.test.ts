import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './support/multipart';

describe('multipart only where a route takes a file (withUploads)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const form = () => multipart([{ field: 'email', value: 'someone@example.com' }, { field: 'password', value: 'x' }]);

  it('refuses a multipart body on a JSON route with 415', async () => {
    const { payload, headers } = form();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload, headers });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('still reads multipart on an upload route (401 for a visitor: it got past the body parser)', async () => {
    const { payload, headers } = form();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/user/profile-picture/', payload, headers });
    expect(response.statusCode).toBe(401);
  });

  it("adds no hook of multipart's to the public list (its onResponse ran on every answer)", async () => {
    await t.app.ready();
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const hooksOf = (route: string) => routes.slice(routes.indexOf(route)).split('\n').slice(1).join('\n').split(/\n[^\n]*\(\w+(, \w+)*\)\n/)[0];
    expect(hooksOf('/api/v1/associations (GET)')).toContain('(onRequest)');
    expect(hooksOf('/api/v1/associations (GET)')).not.toContain('(onResponse)');
    expect(hooksOf('/logos (POST)')).toContain('(onResponse)');
  });
});
