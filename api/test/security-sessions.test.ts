/*
 * Sessions, filling the gaps of the auth suites: password rules the contract cannot check (common
 * passwords), long passwords, what logout and a password change end, the cookies' attributes on http
 * and https, XSRF on every cookie-authenticated call, TRUST_PROXY and the per-address rate limits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../src/config';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/common-passwords';
import {
  countRows,
  createTestApp,
  createUser,
  drivers,
  login,
  sessionCookies,
  uniqueEmail,
  withXsrf,
  type TestApp,
} from './helpers';
import { API } from './support/fixtures';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

type SetCookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
};
const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as SetCookie[]).find((c) => c.name === name);

describe.each(drivers)('sessions and passwords (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const register = (password1: string, password2 = password1, email = uniqueEmail('pw')) =>
    t.app.inject({ method: 'POST', url: `${API}/auth/registration/`, payload: { email, password1, password2 } });

  it(`refuses the common passwords (${COMMON_PASSWORD_COUNT} on the list) on sign-up, in any case, and writes nothing`, async () => {
    const users = await countRows(t.database, 'users');
    for (const password of [
      'password1',
      'Password123',
      'QWERTY123',
      '12345678',
      'iloveyou',
      'P@ssw0rd',
      ' bangladesh ',
    ]) {
      const response = await register(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: COMMON_PASSWORD_MESSAGE,
        code: 'PASSWORD_TOO_COMMON',
        password1: [COMMON_PASSWORD_MESSAGE],
      });
      expect(sessionCookies(response)).toEqual({});
    }
    expect(await countRows(t.database, 'users')).toBe(users);
    // Uncommon ones pass.
    expect((await register('Correct-Horse-Battery-7')).statusCode).toBe(201);
  });

  it('refuses a common password on change, and the session carries on unchanged', async () => {
    const user = await createUser(t.database);
    const { access, cookies } = await login(t.app, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change/`,
      headers: bearer(access),
      payload: { old_password: user.password, new_password1: 'Qwerty123', new_password2: 'Qwerty123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: COMMON_PASSWORD_MESSAGE,
      code: 'PASSWORD_TOO_COMMON',
      new_password1: [COMMON_PASSWORD_MESSAGE],
    });
    expect((await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers: bearer(access) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(cookies) })).statusCode,
    ).toBe(200);
    await login(t.app, user.email, user.password); // the old password still works
  });

  it('needs 8 characters, accepts long passphrases (64 and 100 characters), refuses more than 256', async () => {
    const short = await register('Sh0rt-7');
    expect(short.statusCode).toBe(400);
    expect(short.json().password1).toEqual(['Password must be at least 8 characters']);

    for (const length of [64, 100]) {
      const passphrase = 'correct horse battery staple '.repeat(4).padEnd(length, 'x').slice(0, length);
      const email = uniqueEmail('long');
      expect((await register(passphrase, passphrase, email)).statusCode).toBe(201);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login/`,
        payload: { email, password: passphrase },
      });
      expect(signedIn.statusCode).toBe(200);
      // A prefix of it is not the password.
      const prefix = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login/`,
        payload: { email, password: passphrase.slice(0, 63) },
      });
      expect(prefix.statusCode).toBe(401);
    }

    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const hundred = 'Ünïcödé ✓ passphrase with spaces and symbols !@#$%^&*() '.repeat(3).slice(0, 100);
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change/`,
      headers: bearer(access),
      payload: { old_password: user.password, new_password1: hundred, new_password2: hundred },
    });
    expect(changed.statusCode).toBe(200);
    await login(t.app, user.email, hundred);

    const tooLong = await register('x'.repeat(257));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().password1).toEqual(['Password must be at most 256 characters']);
  });

  it('logout revokes the refresh token of that session, and only that session', async () => {
    const user = await createUser(t.database);
    const here = await login(t.app, user.email);
    const elsewhere = await login(t.app, user.email);
    const out = await t.app.inject({ method: 'POST', url: `${API}/auth/logout/`, ...withXsrf(here.cookies) });
    expect(out.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.filter((r) => r.revoked_at !== null)).toHaveLength(1);
    const replay = await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(here.cookies) });
    expect(replay.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(elsewhere.cookies) }))
        .statusCode,
    ).toBe(200);
  });

  it('a password change revokes every other refresh token of the user (and only theirs)', async () => {
    const user = await createUser(t.database);
    const bystander = await createUser(t.database);
    const sessions = [await login(t.app, user.email), await login(t.app, user.email), await login(t.app, user.email)];
    const theirs = await login(t.app, bystander.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change/`,
      headers: bearer(sessions[0].access),
      payload: {
        old_password: user.password,
        new_password1: 'Another-Long-Phrase-8',
        new_password2: 'Another-Long-Phrase-8',
      },
    });
    expect(changed.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.filter((r) => r.revoked_at === null)).toHaveLength(1); // the caller's new session
    for (const s of sessions) {
      expect(
        (await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(s.cookies) })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers: bearer(s.access) })).statusCode,
      ).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(theirs.cookies) }))
        .statusCode,
    ).toBe(200);
  });

  it('sets the refresh cookie httpOnly, SameSite=Lax, scoped to /api/v1/auth, not Secure on http; the XSRF cookie readable', async () => {
    const user = await createUser(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login/`,
      payload: { email: user.email, password: user.password },
    });
    expect(cookieNamed(response, 'refresh_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth',
      maxAge: t.config.refreshTokenTtl,
    });
    expect(cookieNamed(response, 'refresh_token')?.secure).toBeFalsy();
    expect(cookieNamed(response, 'XSRF-TOKEN')).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookieNamed(response, 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
  });

  it('needs the XSRF header on both cookie-authenticated calls, matched to this session', async () => {
    const user = await createUser(t.database);
    const mine = await login(t.app, user.email);
    const other = await login(t.app, (await createUser(t.database)).email);
    for (const url of [`${API}/auth/token/refresh/`, `${API}/auth/logout/`]) {
      const none = await t.app.inject({ method: 'POST', url, cookies: mine.cookies as Record<string, string> });
      expect(none.statusCode).toBe(403);
      expect(none.json()).toMatchObject({ code: 'XSRF_FAILED' });
      // A valid token of another session, sent as the header with this session's cookies.
      const crossed = await t.app.inject({
        method: 'POST',
        url,
        cookies: mine.cookies as Record<string, string>,
        headers: { 'x-xsrf-token': other.cookies['XSRF-TOKEN'] ?? '' },
      });
      expect(crossed.statusCode).toBe(403);
    }
    // Nothing was revoked by the refused logouts.
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/auth/token/refresh/`, ...withXsrf(mine.cookies) })).statusCode,
    ).toBe(200);
  });
});

describe('cookies on an https site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicOrigin: 'https://alumni.example.org', isSecureOrigin: true } });
  });
  afterAll(async () => t?.close());

  it('marks both cookies Secure on every answer that sets them (login, sign-up, refresh, password change)', async () => {
    const user = await createUser(t.database);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login/`,
      payload: { email: user.email, password: user.password },
    });
    const email = uniqueEmail('secure');
    const signedUp = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/registration/`,
      payload: { email, password1: 'Secure-Cookie-Phrase', password2: 'Secure-Cookie-Phrase' },
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/token/refresh/`,
      ...withXsrf(sessionCookies(signedIn)),
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/password/change/`,
      headers: bearer(refreshed.json().accessToken),
      payload: {
        old_password: user.password,
        new_password1: 'Secure-Cookie-Phrase-2',
        new_password2: 'Secure-Cookie-Phrase-2',
      },
    });
    for (const response of [signedIn, signedUp, refreshed, changed]) {
      expect(response.statusCode).toBeLessThan(300);
      expect(cookieNamed(response, 'refresh_token')).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: '/api/v1/auth',
      });
      expect(cookieNamed(response, 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    }
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/logout/`,
      ...withXsrf(sessionCookies(changed)),
    });
    expect(cookieNamed(out, 'refresh_token')).toMatchObject({
      value: '',
      secure: true,
      httpOnly: true,
      path: '/api/v1/auth',
    });
  });
});

describe('TRUST_PROXY and the per-address limits', () => {
  const LIMITS = { loginPerIp: 3, registrationPerIp: 2 };
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/auth/login/`,
      remoteAddress: '10.9.0.1', // the proxy
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail('proxy'), password: 'wrong-password' },
    });

  /** Signs a new user in from 10.9.0.2 through a proxy naming 198.51.100.7; the address its session records. */
  const recordedLoginAddress = async (t: TestApp) => {
    const user = await createUser(t.database);
    await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login/`,
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { email: user.email, password: user.password },
    });
    const row = await t.database.db
      .selectFrom('refresh_tokens')
      .select('ip')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return row.ip;
  };

  it('is off by default: X-Forwarded-For is ignored, so a forged one neither escapes the limit nor names the address', async () => {
    const t = await createTestApp({ rateLimits: LIMITS });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(t, `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await recordedLoginAddress(t)).toBe('10.9.0.2');
    } finally {
      await t.close();
    }
  });

  it('when set, counts each client behind the proxy on its own and records its address', async () => {
    const t = await createTestApp({ rateLimits: LIMITS, config: { trustProxy: true } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await attempt(t, '203.0.113.50')).statusCode);
      statuses.push((await attempt(t, '203.0.113.50')).statusCode);
      // Another client behind the same proxy is not held back by the first one's attempts.
      statuses.push((await attempt(t, '203.0.113.51')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 401]);
      const limited = await attempt(t, '203.0.113.50');
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (minutes|seconds?) and try again\.$/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      expect(await recordedLoginAddress(t)).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('answers a sign-up flood with 429, Retry-After and a message saying how long to wait', async () => {
    const t = await createTestApp({ rateLimits: LIMITS });
    try {
      const signUp = () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/auth/registration/`,
          remoteAddress: '10.9.1.1',
          payload: { email: uniqueEmail('flood'), password1: 'Flood-Phrase-123', password2: 'Flood-Phrase-123' },
        });
      expect([(await signUp()).statusCode, (await signUp()).statusCode]).toEqual([201, 201]);
      const users = await countRows(t.database, 'users');
      const limited = await signUp();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Too many attempts. Please wait 60 minutes and try again.',
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await countRows(t.database, 'users')).toBe(users);
    } finally {
      await t.close();
    }
  });

  it('reads TRUST_PROXY: off by default, 1/true, a hop count, proxy addresses; anything else is named', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-trust-'));
    try {
      const read = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
      expect(read()).toBe(false);
      expect(read('0')).toBe(false);
      expect(read('1')).toBe(true);
      expect(read('true')).toBe(true);
      expect(read('2')).toBe(2);
      expect(read('10.0.0.1, 10.0.0.0/8,::1')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1']);
      expect(() => read('everyone please')).toThrow(ConfigError);
      expect(() => read('everyone please')).toThrow(/TRUST_PROXY must be 1 \(trust the proxy in front\)/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
