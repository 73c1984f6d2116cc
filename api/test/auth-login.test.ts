import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_RATE_LIMITS as DEFAULT_AUTH_RATE_LIMITS } from '../src/lib/limits/rate-limits';
import { countRows, createTestApp, createUser, drivers, sessionCookies, uniqueEmail, type TestApp } from './helpers';

const URL = '/api/v1/auth/login/';
const BAD = { message: 'Unable to log in with provided credentials.', code: 'INVALID_CREDENTIALS' };

describe.each(drivers)('POST /auth/login/ (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, rateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  afterAll(async () => t?.close());

  it('signs in (e-mail in any case): { access } and the cookies', async () => {
    const user = await createUser(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access']);
    expect(Object.keys(sessionCookies(response)).sort()).toEqual(['XSRF-TOKEN', 'refresh_token']);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(t.database);
    const tokensBefore = await countRows(t.database, 'refresh_tokens');
    const wrong = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: user.email, password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: uniqueEmail('ghost'), password: 'wrong-password' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(BAD);
    expect(unknown.json()).toEqual(BAD);
    expect(sessionCookies(wrong)).toEqual({});
    expect(await countRows(t.database, 'refresh_tokens')).toBe(tokensBefore);
  });

  it('names missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Email is required',
      code: 'VALIDATION_ERROR',
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it(`limits attempts per account (${DEFAULT_AUTH_RATE_LIMITS.loginPerAccount} per window) with 429`, async () => {
    const user = await createUser(t.database);
    const attempt = (remoteAddress: string, password = 'wrong-password') =>
      t.app.inject({ method: 'POST', url: URL, remoteAddress, payload: { email: user.email, password } });
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.loginPerAccount; i++)
      expect((await attempt(`10.1.0.${i + 1}`)).statusCode).toBe(401);
    // Even the right password, from yet another address, waits now.
    const limited = await attempt('10.1.1.1', user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many login attempts for this account\. Please wait \d+ minutes/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`limits attempts per address (${DEFAULT_AUTH_RATE_LIMITS.loginPerIp} per window) with 429`, async () => {
    const remoteAddress = '10.2.0.1';
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.loginPerIp; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        payload: { email: uniqueEmail('spray'), password: 'x' },
      });
      expect(r.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      payload: { email: uniqueEmail('spray'), password: 'x' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '10.2.0.2',
      payload: { email: uniqueEmail('spray'), password: 'x' },
    });
    expect(other.statusCode).toBe(401);
  });
});
