import { sql, type Kysely } from 'kysely';

/*
 * Rate-limit counters shared by every instance on the database (lib/limits/limiter-store.ts), in the
 * shape rate-limiter-flexible's PostgreSQL store reads and writes: key = "<limiter>:<address, account
 * or user>", points used in the window, the window's end in epoch milliseconds. `key` is text, not the
 * store's own varchar(255): an e-mail may be 254 characters before the limiter's prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_limit_counters (
    key text PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`.execute(db);
  await sql`CREATE INDEX rate_limit_counters_expire_idx ON rate_limit_counters (expire)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_counters`.execute(db);
}
