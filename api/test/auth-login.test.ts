import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_RATE_LIMITS as DEFAULT_AUTH_RATE_LIMITS } from '../src/lib/limits/rate-limits';
import { clearLoginFailures } from '../src/modules/auth/auth.service';
import { loginLimiters } from '../src/modules/auth/login-limiters';
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

  const attempt = (email: string, remoteAddress: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: URL, remoteAddress, payload: { email, password } });
  const PAIR = DEFAULT_AUTH_RATE_LIMITS.loginPerAccount;
  const ACTIONABLE =
    /^Too many failed login attempts for this account from your network\. Try again in \d+ minutes, or reset your password\.$/;

  it(`lets the owner in from another address after a stranger's ${PAIR} failures; the stranger's address stays limited`, async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < PAIR; i++) expect((await attempt(user.email, '10.1.0.1')).statusCode).toBe(401);
    // Even the right password waits, from the address that failed.
    const limited = await attempt(user.email, '10.1.0.1', user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(ACTIONABLE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(DEFAULT_AUTH_RATE_LIMITS.loginWindowMs / 1000);

    expect((await attempt(user.email, '10.1.0.2', user.password)).statusCode).toBe(200);
    expect((await attempt(user.email, '10.1.0.1', user.password)).statusCode).toBe(429);
  });

  it('clears the pair of account and address on a successful login', async () => {
    const user = await createUser(t.database);
    const address = '10.1.2.1';
    for (let i = 0; i < PAIR - 1; i++) expect((await attempt(user.email, address)).statusCode).toBe(401);
    expect((await attempt(user.email, address, user.password)).statusCode).toBe(200);
    for (let i = 0; i < PAIR; i++) expect((await attempt(user.email, address)).statusCode).toBe(401);
    expect((await attempt(user.email, address)).statusCode).toBe(429);
  });

  it(`limits attempts per address (${DEFAULT_AUTH_RATE_LIMITS.loginPerIp} per window) with 429`, async () => {
    const remoteAddress = '10.2.0.1';
    const spray = () =>
      t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        payload: { email: uniqueEmail('spray'), password: 'x' },
      });
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.loginPerIp; i++) expect((await spray()).statusCode).toBe(401);
    const limited = await spray();
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

describe.each(drivers)('the account-wide ceiling on failed logins (%s)', (driver) => {
  let t: TestApp;
  const limits = { loginPerAccount: 3, loginPerAccountCeiling: 5 };
  beforeAll(async () => {
    t = await createTestApp({ driver, rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...limits } });
  });
  afterAll(async () => t?.close());

  const attempt = (email: string, remoteAddress: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: URL, remoteAddress, payload: { email, password } });

  it('stops a guessing run spread over many addresses at the ceiling, even with the right password', async () => {
    const user = await createUser(t.database);
    // Successful logins between the failures do not count against the ceiling.
    expect((await attempt(user.email, '10.3.0.100', user.password)).statusCode).toBe(200);
    for (let i = 0; i < limits.loginPerAccountCeiling; i++)
      expect((await attempt(user.email, `10.3.0.${i + 1}`)).statusCode).toBe(401);
    const limited = await attempt(user.email, '10.3.1.1', user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many failed login attempts for this account\. Try again in \d+ minutes, or reset your password\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser(t.database);
    expect((await attempt(other.email, '10.3.1.1', other.password)).statusCode).toBe(200);
  });

  it('clearLoginFailures lifts the ceiling and every address of that account, and only of that account', async () => {
    const user = await createUser(t.database);
    const bystander = await createUser(t.database);
    for (let i = 0; i < limits.loginPerAccount; i++) {
      expect((await attempt(user.email, '10.4.0.1')).statusCode).toBe(401);
      expect((await attempt(bystander.email, '10.4.0.1')).statusCode).toBe(401);
    }
    for (let i = 0; i < limits.loginPerAccountCeiling - limits.loginPerAccount; i++)
      expect((await attempt(user.email, `10.4.1.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(user.email, '10.4.2.1', user.password)).statusCode).toBe(429);

    await clearLoginFailures({ loginLimiters: loginLimiters(t.app) }, ` ${user.email.toUpperCase()} `);

    expect((await attempt(user.email, '10.4.0.1', user.password)).statusCode).toBe(200);
    expect((await attempt(user.email, '10.4.2.1', user.password)).statusCode).toBe(200);
    expect((await attempt(bystander.email, '10.4.0.1', bystander.password)).statusCode).toBe(429);
  });
});
