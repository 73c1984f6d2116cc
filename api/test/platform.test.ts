import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openPostgres } from '../src/db/database';
import { authHeader, createTestApp, createTestDatabase, createUser, drivers, type TestApp } from './helpers';

describe.each(drivers)('platform (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    t.app.get('/api/v1/test-only/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
  });
  afterAll(async () => t?.close());

  it('GET /health answers ok with the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', payments: 'test' });
  });

  it('answers an unknown API path with 404 { message, code }', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no/such/thing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('turns an unknown error into a 500 that reveals nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/hunter2|secret/);
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login/', '/api/v1/auth/user/', '/api/v1/health']),
    );
    expect(doc.paths['/api/v1/auth/login/'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('parses results the same way: int8/count and numeric -> number, date -> yyyy-MM-dd, timestamptz -> ISO', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select count(*) as n, 9007199254740991::int8 as big, 1234.5::numeric(12,2) as money, '2024-02-29'::date as day,
             '2024-01-02 03:04:05.678901+05:30'::timestamptz as at, null::date as nothing`.execute(t.database.db);
    expect(rows[0]).toEqual({
      n: 1,
      big: 9007199254740991,
      money: 1234.5,
      day: '2024-02-29',
      at: '2024-01-01T21:34:05.678Z',
      nothing: null,
    });
    const user = await createUser(t.database);
    const row = await t.database.db
      .selectFrom('users')
      .select(['created_at', 'is_superuser'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.is_superuser).toBe(false);
  });

  it('rolls a failed transaction back and keeps working', async () => {
    const email = `rollback.${driver}@example.com`;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email, password_hash: 'x' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const found = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(found).toEqual([]);
  });
});

describe('an unreachable database', () => {
  it('answers /health and database-backed calls with 503', async () => {
    // The PostgreSQL driver against a port where nothing listens.
    const database = await openPostgres('postgres://postgres@127.0.0.1:1/nothing');
    const t = await createTestApp({ database });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: 'unreachable', code: 'DATABASE_UNAVAILABLE' });
    expect(typeof health.json().message).toBe('string');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'a@example.com', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      message: 'The database is not reachable right now. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });
    await t.close();
  });

  it('answers 503 when the PGlite database was closed', async () => {
    const database = await createTestDatabase('pglite');
    const t = await createTestApp({ database });
    const user = await createUser(database);
    const headers = await authHeader(t.app, user.id);
    await database.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user/', headers });
    expect(me.statusCode).toBe(503);
    await t.close();
  });
});
