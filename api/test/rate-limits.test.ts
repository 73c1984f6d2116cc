import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/database';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/lib/limits/rate-limits';
import {
  createTestApp,
  createTestDatabase,
  createUser,
  drivers,
  testConfig,
  uniqueEmail,
  type TestApp,
} from './helpers';
import { databaseUrl } from './support/template';

const LOGIN = '/api/v1/auth/login/';
const REGISTER = '/api/v1/auth/registration/';
const PASSWORD = 'Hall-Phrase-2026';

type App = TestApp['app'];
const login = (app: App, email: string, password: string, remoteAddress = '198.51.100.1') =>
  app.inject({ method: 'POST', url: LOGIN, remoteAddress, payload: { email, password } });
const register = (app: App, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: REGISTER,
    remoteAddress,
    payload: { email, password1: PASSWORD, password2: PASSWORD },
  });

/** Runs `tasks` a few at a time (argon2 hashes on a small thread pool). */
async function inBatches<T>(tasks: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size)
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((t) => t()))));
  return results;
}

describe.each(drivers)('limits sized for people (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(async () => t?.close());

  // 660 password hashes: slow on a busy machine, and the same on either store, so once.
  const once = driver === drivers[0] ? it : it.skip;
  once(
    'lets a hall of 300 people behind one address sign up and sign in, some mistyping once',
    async () => {
      const hall = '203.0.113.200';
      const emails = Array.from({ length: 300 }, () => uniqueEmail('hall'));
      const signUps = await inBatches(emails.map((email) => () => register(t.app, email, hall)));
      expect(signUps.filter((r) => r.statusCode === 201)).toHaveLength(300);
      const typos = await inBatches(emails.slice(0, 60).map((email) => () => login(t.app, email, 'mistyped-it', hall)));
      expect(typos.every((r) => r.statusCode === 401)).toBe(true);
      const logins = await inBatches(emails.map((email) => () => login(t.app, email, PASSWORD, hall)));
      expect(logins.filter((r) => r.statusCode === 200)).toHaveLength(300);
    },
    300_000,
  );

  it('counts failed logins per address, not successful ones', async () => {
    const small = await createTestApp({ driver, database: t.database, rateLimits: { loginPerIp: 3 } });
    const user = await createUser(t.database);
    const address = '203.0.113.201';
    for (let i = 0; i < 10; i++)
      expect((await login(small.app, user.email, user.password, address)).statusCode).toBe(200);
    const failures = [];
    for (let i = 0; i < 4; i++) failures.push((await login(small.app, uniqueEmail('spray'), 'x', address)).statusCode);
    expect(failures).toEqual([401, 401, 401, 429]);
    await small.app.close();
  });
});

/** Two app instances on one PostgreSQL database, as two machines behind a load balancer. */
const onPostgres = drivers.includes('postgres') ? describe : describe.skip;
if (!drivers.includes('postgres'))
  console.warn('rate-limits.test.ts: set TEST_DATABASE_URL to test limits shared by two instances');

onPostgres('limits shared by two instances on one PostgreSQL database', () => {
  let database: Database;
  let second: Database;
  let a: App;
  let b: App;
  const limits: Partial<RateLimits> = {
    loginPerAccount: 4,
    loginPerAccountCeiling: 6,
    loginPerIp: 6,
    registrationPerIp: 3,
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    second = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL ?? '', rows[0].name));
    a = await buildApp({ config: testConfig(), database, logger: false, rateLimits: limits });
    b = await buildApp({ config: testConfig(), database: second, logger: false, rateLimits: limits });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('stops a guessing run split across both: per account and address, then at the account-wide ceiling', async () => {
    const user = await createUser(database);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(i % 2 ? b : a, user.email, 'wrong-guess', '192.0.2.1')).statusCode);
    // That address waits, even with the right password; the owner elsewhere does not.
    statuses.push((await login(b, user.email, user.password, '192.0.2.1')).statusCode);
    statuses.push((await login(a, user.email, user.password, '192.0.2.50')).statusCode);
    // Two more failures from other addresses reach the ceiling of 6: now every address waits.
    statuses.push((await login(a, user.email, 'wrong-guess', '192.0.2.2')).statusCode);
    statuses.push((await login(b, user.email, 'wrong-guess', '192.0.2.3')).statusCode);
    statuses.push((await login(a, user.email, user.password, '192.0.2.51')).statusCode);
    statuses.push((await login(b, user.email, user.password, '192.0.2.52')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 200, 401, 401, 429, 429]);
  });

  it('counts an address on both: parallel failures from one address stop at the limit in total', async () => {
    const address = '192.0.2.100';
    const attempts = Array.from(
      { length: 10 },
      (_, i) => () => login(i % 2 ? b : a, uniqueEmail('spray'), 'x', address),
    );
    const statuses = (await Promise.all(attempts.map((f) => f()))).map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('shares the sign-up limit per address', async () => {
    const address = '192.0.2.150';
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await register(app, uniqueEmail('signup'), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('keeps the counters in the rate_limit_counters table', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from rate_limit_counters`.execute(database.db);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
