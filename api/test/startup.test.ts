import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPostgres, type Database } from '../src/db/database';
import { ensureSuperAdmin } from '../src/modules/auth/auth.service';
import { prepareDatabase } from '../src/startup';
import { createTestDatabase, drivers, testConfig } from './helpers';
import { databaseUrl, quoteIdent, withAdminClient } from './support/template';

const onPostgres = drivers.includes('postgres') ? describe : describe.skip;
if (!drivers.includes('postgres'))
  console.warn('startup.test.ts: set TEST_DATABASE_URL to test instances starting together on one PostgreSQL database');

const ADMIN = { email: 'root@example.org', password: 'Root-Phrase-2026' };

onPostgres('instances starting together on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `test_start_${randomBytes(5).toString('hex')}`;
  let instances: Database[] = [];

  beforeAll(async () => {
    await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
    instances = [await openPostgres(databaseUrl(adminUrl, name)), await openPostgres(databaseUrl(adminUrl, name))];
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
    await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  });

  it('on an empty database: both start, the schema is migrated once, one super admin, the demo seeded once', async () => {
    const configs = instances.map(() => testConfig({ superAdmin: ADMIN, seedDemo: true }));
    try {
      const results = await Promise.allSettled(instances.map((database, i) => prepareDatabase(configs[i], database)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const db = instances[0].db;
      const admins = await db.selectFrom('users').select('email').where('is_superuser', '=', true).execute();
      expect(admins).toEqual([{ email: ADMIN.email }]);
      const seeded = await db
        .selectFrom('associations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const again = await prepareDatabase(configs[0], instances[0]);
      expect(again.map((l) => l.email)).toEqual(
        (results[0] as PromiseFulfilledResult<{ email: string }[]>).value.map((l) => l.email),
      );
      const after = await db
        .selectFrom('associations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(seeded.n);
    } finally {
      for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)('ensureSuperAdmin racing itself (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.close());

  it('creates one account when called twice at once, and neither call fails', async () => {
    const admin = { email: `Race.${randomBytes(3).toString('hex')}@Example.org`, password: 'Race-Phrase-2026' };
    const outcomes = await Promise.all([ensureSuperAdmin(database.db, admin), ensureSuperAdmin(database.db, admin)]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    const rows = await database.db
      .selectFrom('users')
      .select(['email', 'is_superuser'])
      .where('email', '=', admin.email.toLowerCase())
      .execute();
    expect(rows).toEqual([{ email: admin.email.toLowerCase(), is_superuser: true }]);
  });
});
