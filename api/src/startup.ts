import { sql } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { existingDemoLogins, isDatabaseEmpty, seedDemo, type DemoLogin } from './modules/demo-data';
import { ensureSuperAdmin } from './modules/auth/auth.service';
import { createObjectStore } from './storage/create-object-store';

/** pg_advisory_lock(STARTUP_LOCK_CLASS, 1): held by the instance doing start-up work; no other lock of the app uses the class. */
const STARTUP_LOCK_CLASS = 87_302;

/**
 * Runs `work` while holding a session-level advisory lock on one connection of its own (PostgreSQL):
 * instances started together on one database take turns, and each one after the first finds the
 * work done. PGlite is one process by construction (its data directory is locked).
 */
async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_CLASS}, 1)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_CLASS}, 1)`.execute(connection);
    }
  });
}

/**
 * Migrations, the super admin and, on an empty database, the demo data: safe when several instances
 * start at once on any database state (one at a time, and each step finds what the previous made).
 */
export async function prepareDatabase(config: Config, database: Database): Promise<DemoLogin[]> {
  return withStartupLock(database, async () => {
    const logins: DemoLogin[] = [];
    const applied = await migrateToLatest(database.db);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    const wasEmpty = await isDatabaseEmpty(database.db);
    if (config.superAdmin) {
      const outcome = await ensureSuperAdmin(database.db, config.superAdmin);
      if (outcome !== 'unchanged') console.log(`Super admin ${config.superAdmin.email}: ${outcome}`);
      if (config.seedDemo) logins.push({ role: 'super admin', ...config.superAdmin });
    }
    if (config.seedDemo && wasEmpty) {
      const storage = createObjectStore(config);
      try {
        logins.push(...(await seedDemo(database.db, { storage })));
      } finally {
        storage.close();
      }
    } else if (config.seedDemo) logins.push(...(await existingDemoLogins(database.db)));
    return logins;
  });
}
