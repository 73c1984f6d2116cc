/*
 * Sessions that end at once: the access JWT names its session (`sid`, the refresh-token family), and the
 * auth plugin's one query per request also asks whether that family is still live.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/database';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/modules/auth/tokens';
import {
  createTestApp,
  createTestDatabase,
  createUser,
  drivers,
  login,
  RELAXED_RATE_LIMITS,
  sessionCookies,
  testConfig,
  withXsrf,
  type TestApp,
} from './helpers';
import { databaseUrl } from './support/template';

const ME = '/api/v1/auth/user/';
const LOGOUT = '/api/v1/auth/logout/';
const REFRESH = '/api/v1/auth/token/refresh/';
const CHANGE = '/api/v1/auth/password/change/';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const claimsOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as { sub: string; pv: number; sid: string };

describe.each(drivers)('sessions that end (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const me = (access: string) => t.app.inject({ method: 'GET', url: ME, headers: bearer(access) });

  it('names the session in the access token: the refresh-token family, kept across refreshes', async () => {
    const user = await createUser(t.database);
    const { access, cookies } = await login(t.app, user.email);
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(cookies) });
    const families = await t.database.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .distinct()
      .where('user_id', '=', user.id)
      .execute();
    expect(families).toEqual([{ family_id: claimsOf(access).sid }]);
    expect(claimsOf(refreshed.json().accessToken).sid).toBe(claimsOf(access).sid);
  });

  it('refuses the access token at once after logout (TOKEN_REVOKED), a refreshed one too; other sessions live on', async () => {
    const user = await createUser(t.database);
    const other = await login(t.app, user.email);
    const mine = await login(t.app, user.email);
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(mine.cookies) });
    const fresh = refreshed.json<{ accessToken: string }>().accessToken;
    expect((await me(mine.access)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: LOGOUT, ...withXsrf(sessionCookies(refreshed)) });
    expect(out.statusCode).toBe(200);

    for (const access of [mine.access, fresh]) {
      const response = await me(access);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'This session has ended (you logged out). Please log in again.',
        code: 'TOKEN_REVOKED',
      });
    }
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it("on password change refuses every other session's access token at once; the caller carries on", async () => {
    const user = await createUser(t.database);
    const phone = await login(t.app, user.email);
    const laptop = await login(t.app, user.email);
    const mine = await login(t.app, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: bearer(mine.access),
      payload: { old_password: user.password, new_password1: 'A-new-passw0rd', new_password2: 'A-new-passw0rd' },
    });
    expect(response.statusCode).toBe(200);
    for (const access of [phone.access, laptop.access]) {
      const refused = await me(access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    }
    expect((await me(response.json().access)).statusCode).toBe(200);
  });

  it('refuses a token without a session id (signed before this change) with 401 and "log in again"', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const { pv } = claimsOf(access);
    const old = await new SignJWT({ pv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await me(old);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'This sign-in is from an older version of the site. Please log in again.',
      code: 'TOKEN_INVALID',
    });
  });

  it("refuses a token naming another user's session", async () => {
    const victim = await createUser(t.database);
    const attacker = await createUser(t.database);
    const victimSession = claimsOf((await login(t.app, victim.email)).access);
    const { pv } = claimsOf((await login(t.app, attacker.email)).access);
    // Only the server can sign: this proves the check pairs the session with the token's user.
    const forged = await t.app.tokens.signAccess({
      userId: attacker.id,
      passwordChangedAt: new Date(pv).toISOString(),
      sessionId: victimSession.sid,
    });
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
  });

  it('refuses the access token of an account that was disabled', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    const response = await me(access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'This account is no longer active. Please log in again.',
      code: 'TOKEN_INVALID',
    });
  });

  it('refuses the access token of a session whose refresh tokens expired', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    await t.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('family_id', '=', claimsOf(access).sid)
      .execute();
    expect((await me(access)).statusCode).toBe(401);
  });
});

/** Two app instances on one PostgreSQL database, as two machines behind a load balancer. */
const onPostgres = drivers.includes('postgres') ? describe : describe.skip;

onPostgres('a logout seen by every instance (PostgreSQL)', () => {
  let database: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    second = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL ?? '', rows[0].name));
    // The same JWT secret on both, as the deploy files require.
    const config = testConfig();
    a = await buildApp({ config, database, logger: false, rateLimits: RELAXED_RATE_LIMITS });
    b = await buildApp({ config, database: second, logger: false, rateLimits: RELAXED_RATE_LIMITS });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('refuses on instance B, at once, the access token of a session logged out on instance A', async () => {
    const user = await createUser(database);
    const { access, cookies } = await login(a, user.email);
    const onB = () => b.inject({ method: 'GET', url: ME, headers: bearer(access) });
    expect((await onB()).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: LOGOUT, ...withXsrf(cookies) })).statusCode).toBe(200);
    const refused = await onB();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
  });
});
