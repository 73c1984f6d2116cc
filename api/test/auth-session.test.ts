import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/modules/auth/tokens';
import {
  countRows,
  createTestApp,
  createUser,
  drivers,
  login,
  sessionCookies,
  withXsrf,
  type SessionCookies,
  type TestApp,
} from './helpers';

const REFRESH = '/api/v1/auth/token/refresh/';
const LOGOUT = '/api/v1/auth/logout/';
const ME = '/api/v1/auth/user/';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

describe.each(drivers)('sessions (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const refresh = (cookies: SessionCookies) => t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(cookies) });
  /** The user's spent refresh tokens as if spent `seconds` ago (the grace after a use is measured from it). */
  const spentAgo = (userId: number, seconds: number) =>
    t.app.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - seconds * 1000) })
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .execute();

  it('rotates the refresh token: { accessToken }, new cookies, the old token is spent', async () => {
    const user = await createUser(t.database);
    const first = await login(t.app, user.email);
    const response = await refresh(first.cookies);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['accessToken']);
    const next = sessionCookies(response);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(first.cookies.refresh_token);
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(response.json().accessToken) })).statusCode,
    ).toBe(200);

    // The successor works too (and it was sent with an empty JSON body, as the client does).
    const again = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      cookies: next as Record<string, string>,
      headers: { 'x-xsrf-token': next['XSRF-TOKEN'] ?? '', 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace period', async () => {
    const user = await createUser(t.database);
    const first = await login(t.app, user.email);
    const second = sessionCookies(await refresh(first.cookies));
    await spentAgo(user.id, t.config.refreshTokenReuseGrace + 1);

    const replay = await refresh(first.cookies);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    // The legitimate successor is dead too.
    const successor = await refresh({ ...second });
    expect(successor.statusCode).toBe(401);
    expect(successor.json()).toMatchObject({
      code: 'INVALID_REFRESH_TOKEN',
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('lets a refresh whose answer was lost be retried within the grace period: both successors live', async () => {
    const user = await createUser(t.database);
    const first = await login(t.app, user.email);
    // The first answer never reached the browser (the page was left, the connection dropped)...
    const lost = sessionCookies(await refresh(first.cookies));
    // ...so it presents the same token again, a few seconds later.
    await spentAgo(user.id, t.config.refreshTokenReuseGrace - 5);
    const retried = await refresh(first.cookies);
    expect(retried.statusCode).toBe(200);
    const kept = sessionCookies(retried);
    expect(kept.refresh_token).not.toBe(lost.refresh_token);
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(retried.json().accessToken) })).statusCode,
    ).toBe(200);
    // Each successor rotates on (a second tab that got the first answer keeps its session too).
    expect((await refresh(kept)).statusCode).toBe(200);
    expect((await refresh(lost)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same cookie at once without ending the session', async () => {
    const user = await createUser(t.database);
    const first = await login(t.app, user.email);
    const answers = await Promise.all([refresh(first.cookies), refresh(first.cookies)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const answer of answers) expect((await refresh(sessionCookies(answer))).statusCode).toBe(200);
  });

  it('gives no grace when REFRESH_TOKEN_REUSE_GRACE is 0', async () => {
    const strict = await createTestApp({ driver, config: { refreshTokenReuseGrace: 0 } });
    try {
      const user = await createUser(strict.database);
      const first = await login(strict.app, user.email);
      await strict.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(first.cookies) });
      const replay = await strict.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(first.cookies) });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    } finally {
      await strict.close();
    }
  });

  it('requires the XSRF header, equal to the cookie and signed by us', async () => {
    const user = await createUser(t.database);
    const { cookies } = await login(t.app, user.email);
    const noHeader = await t.app.inject({ method: 'POST', url: REFRESH, cookies: cookies as Record<string, string> });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'XSRF_FAILED' });
    expect(noHeader.json().message).toMatch(/X-XSRF-TOKEN/);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      cookies: cookies as Record<string, string>,
      headers: { 'x-xsrf-token': 'abc.def' },
    });
    expect(mismatch.statusCode).toBe(403);

    // An attacker-planted cookie with the matching header: not signed by us.
    const forged = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      ...withXsrf({ ...cookies, 'XSRF-TOKEN': 'planted.value' }),
    });
    expect(forged.statusCode).toBe(403);

    const logout = await t.app.inject({ method: 'POST', url: LOGOUT, cookies: cookies as Record<string, string> });
    expect(logout.statusCode).toBe(403);

    expect((await refresh(cookies)).statusCode).toBe(200); // the real pair still works
  });

  it('answers a refresh without a refresh cookie with 401', async () => {
    const user = await createUser(t.database);
    const { cookies } = await login(t.app, user.email);
    const response = await refresh({ 'XSRF-TOKEN': cookies['XSRF-TOKEN'] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NO_REFRESH_TOKEN' });
  });

  it('logs out: 200 { message }, cookies cleared, the family revoked', async () => {
    const user = await createUser(t.database);
    const { cookies } = await login(t.app, user.email);
    const response = await t.app.inject({ method: 'POST', url: LOGOUT, ...withXsrf(cookies) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully logged out.' });
    expect(sessionCookies(response)).toEqual({ refresh_token: '', 'XSRF-TOKEN': '' });
    expect((await refresh(cookies)).statusCode).toBe(401);
  });

  it('answers GET /auth/user/ without a token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: ME });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authentication credentials were not provided. Please log in.',
      code: 'NOT_AUTHENTICATED',
    });
  });

  it('refuses tokens signed with another secret, with alg none, for another audience or issuer', async () => {
    const user = await createUser(t.database);
    // The claims of a live session: only the signature, algorithm, audience or issuer are wrong below.
    const { access } = await login(t.app, user.email);
    const { pv, sid } = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as {
      pv: number;
      sid: string;
    };
    const claims = { pv, sid };
    const sign = (key: string, { audience = JWT_AUDIENCE, issuer = JWT_ISSUER } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(key));
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: String(user.id), iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 })}.`;

    const good = await sign(t.config.jwtSecret);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(good) })).statusCode).toBe(200);

    for (const token of [
      await sign('another-secret-another-secret-another-secret'),
      none,
      await sign(t.config.jwtSecret, { audience: 'someone-else' }),
      await sign(t.config.jwtSecret, { issuer: 'someone-else' }),
      'not.a.jwt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'The access token is not valid. Please log in again.',
        code: 'TOKEN_INVALID',
      });
    }
  });

  it('ends other sessions on password change; the caller gets new tokens', async () => {
    const user = await createUser(t.database);
    const other = await login(t.app, user.email);
    const mine = await login(t.app, user.email);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change/',
      headers: bearer(mine.access),
      payload: { old_password: user.password, new_password1: 'A-new-passw0rd', new_password2: 'A-new-passw0rd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully.', access: expect.any(String) });
    const fresh = sessionCookies(response);

    // Old access tokens (both tabs) and old refresh tokens are refused.
    for (const access of [other.access, mine.access]) {
      const r = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    }
    expect((await refresh(other.cookies)).statusCode).toBe(401);
    // The caller carries on.
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(response.json().access) })).statusCode).toBe(
      200,
    );
    expect((await refresh(fresh)).statusCode).toBe(200);
    // Old password out, new one in.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    await login(t.app, user.email, 'A-new-passw0rd');
  });

  it('needs the current password: missing or wrong is a 400 and nothing changes', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const tokens = await countRows(t.database, 'refresh_tokens');
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/password/change/', headers: bearer(access), payload });
    const missing = await change({ new_password1: 'A-new-passw0rd', new_password2: 'A-new-passw0rd' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', old_password: ['Current password is required'] });
    const wrong = await change({
      old_password: `${user.password}x`,
      new_password1: 'A-new-passw0rd',
      new_password2: 'A-new-passw0rd',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Your current password is not correct.',
      code: 'WRONG_PASSWORD',
      old_password: ['Your current password is not correct.'],
    });
    expect(await countRows(t.database, 'refresh_tokens')).toBe(tokens);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) })).statusCode).toBe(200);
    await login(t.app, user.email, user.password);
  });

  it('checks the password change body', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const tokens = await countRows(t.database, 'refresh_tokens');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change/',
      headers: bearer(access),
      payload: { old_password: user.password, new_password1: 'A-new-passw0rd', new_password2: 'different-one' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Password does not match',
      code: 'VALIDATION_ERROR',
      new_password2: ['Password does not match'],
    });
    expect(await countRows(t.database, 'refresh_tokens')).toBe(tokens);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) })).statusCode).toBe(200);
  });
});

describe('access token expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    // exp is whole seconds after iat (also whole seconds): a TTL of N lives between N-1 and N seconds,
    // so 3 leaves the refreshed token at least 2 s to be used on a loaded machine.
    t = await createTestApp({ config: { accessTokenTtl: 3 } });
  });
  afterAll(async () => t?.close());

  it('refuses an access token after ACCESS_TOKEN_TTL; a refresh gives a working one', async () => {
    const user = await createUser(t.database);
    const { access, cookies } = await login(t.app, user.email);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message: 'Your session has expired. Please log in again.',
      code: 'TOKEN_EXPIRED',
    });
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(cookies) });
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(refreshed.json().accessToken) })).statusCode,
    ).toBe(200);
  });
});
