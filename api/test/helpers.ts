/*
 * Test helpers for API suites. Each test file gets its own freshly migrated database, fast:
 *  - PGlite: loaded from the migrated template tarball made once per run (support/global-setup.ts);
 *  - PostgreSQL (when TEST_DATABASE_URL is set): CREATE DATABASE test_<random> TEMPLATE <migrated template>,
 *    dropped on close.
 * Run a suite on every available driver with `describe.each(drivers)('%s', (driver) => ...)`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type Database, type DatabaseKind } from '../src/db/database';
import { insertRefreshToken, insertUser } from '../src/modules/auth/auth.repository';
import type { RateLimits as AuthRateLimits } from '../src/lib/limits/rate-limits';
import { hashPassword } from '../src/modules/auth/passwords';
import { newRefreshToken } from '../src/modules/auth/tokens';
import { databaseUrl, ENV_PG_TEMPLATE, ENV_PGLITE_TEMPLATE, quoteIdent, withAdminClient } from './support/template';

export type Driver = DatabaseKind;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh migrated database; `close()` also drops it (PostgreSQL). */
export async function createTestDatabase(driver: Driver = 'pglite'): Promise<Database> {
  if (driver === 'pglite') {
    const tarball = process.env[ENV_PGLITE_TEMPLATE];
    if (!tarball) throw new Error('No PGlite template: run the tests through jest (globalSetup builds it)');
    return openPglite({ loadDataDir: new Blob([await readFile(tarball)]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[ENV_PG_TEMPLATE];
  if (!adminUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(adminUrl, name, template);
  const database = await openPostgres(databaseUrl(adminUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

async function createFromTemplate(adminUrl: string, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdminClient(adminUrl, (c) =>
        c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`),
      );
      return;
    } catch (error) {
      // 55006: the template is busy (another file is copying it right now).
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/** A config for tests: temp DATA_DIR, random secret, no web, no seed, silent logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'alumni-test-data-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtl: 900,
    refreshTokenTtl: 30 * 24 * 3600,
    refreshTokenReuseGrace: 30,
    superAdmin: null,
    seedDemo: false,
    publicOrigin: 'http://localhost:8080',
    isSecureOrigin: false,
    webRoot: path.join(dataDir, 'no-web-root'),
    logLevel: 'silent',
    ...overrides,
  };
}

/** Rate limits high enough for suites that sign in many times; the rate-limit suite passes real ones. */
export const RELAXED_RATE_LIMITS: Partial<AuthRateLimits> = {
  loginPerIp: 10_000,
  loginPerAccount: 10_000,
  registrationPerIp: 10_000,
  refreshPerIp: 10_000,
};

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

/**
 * The app on a fresh database. Not yet `ready()`: a suite may add routes first. Call `close()` in
 * afterAll (closes the app, the database and removes the temp DATA_DIR).
 */
export async function createTestApp(
  options: {
    driver?: Driver;
    config?: Partial<Config>;
    rateLimits?: Partial<AuthRateLimits>;
    database?: Database;
    renderer?: BuildAppOptions['renderer'];
    clock?: BuildAppOptions['clock'];
    onRoute?: BuildAppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase(options.driver));
  const app = await buildApp({
    config,
    database,
    logger: false,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    renderer: options.renderer,
    clock: options.clock,
    onRoute: options.onRoute,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique e-mail for this test file. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${++counter}.${randomBytes(2).toString('hex')}@example.com`;

export const TEST_PASSWORD = 'Correct-Horse-9';

/** Inserts a user directly (no HTTP, no rate limit); returns its id, e-mail and password. */
export async function createUser(
  database: Database,
  fields: { email?: string; password?: string; is_superuser?: boolean } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? TEST_PASSWORD;
  const user = await insertUser(database.db, {
    email,
    password_hash: await hashPassword(password),
    is_superuser: fields.is_superuser,
  });
  return { id: user.id, email, password };
}

/**
 * `{ authorization: 'Bearer <access>' }` for a user, signed by the app (no login round trip), in a
 * session of its own (a live refresh-token family, as a login would start).
 */
export async function authHeader(app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  const row = await app.db
    .selectFrom('users')
    .select('password_changed_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessionId = randomUUID();
  await insertRefreshToken(app.db, {
    user_id: userId,
    family_id: sessionId,
    token_hash: newRefreshToken().hash,
    expires_at: new Date(Date.now() + 3600_000),
    user_agent: 'test',
    ip: null,
  });
  const access = await app.tokens.signAccess({ userId, passwordChangedAt: row.password_changed_at, sessionId });
  return { authorization: `Bearer ${access}` };
}

export type SessionCookies = { refresh_token?: string; 'XSRF-TOKEN'?: string };

/** The session cookies a response set (a cleared cookie comes back as ''). */
export function sessionCookies(response: LightMyRequestResponse): SessionCookies {
  const cookies: SessionCookies = {};
  for (const c of response.cookies as { name: string; value: string }[]) {
    if (c.name === 'refresh_token' || c.name === 'XSRF-TOKEN') cookies[c.name] = c.value;
  }
  return cookies;
}

/** Signs in through POST /auth/login/: the access token and the cookies. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { access: response.json<{ access: string }>().access, cookies: sessionCookies(response) };
}

/** Headers and cookies for a cookie-authenticated call (refresh, logout): cookies plus X-XSRF-TOKEN. */
export function withXsrf(cookies: SessionCookies) {
  return { cookies: cookies as Record<string, string>, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' } };
}

/** Row count of a table (to prove nothing was half-written). */
export async function countRows(database: Database, table: 'users' | 'refresh_tokens'): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
