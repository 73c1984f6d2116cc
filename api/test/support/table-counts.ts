/*
 * Row counts of every table of the app (and a checksum of chosen tables): taken before and after a
 * refused request they prove nothing was written; the backup test compares a restore with them.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/types';

/** The app's tables (the public schema, without Kysely's migration bookkeeping). */
export async function appTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  // The rate limiters' counters count attempts, refused ones included: they are meant to change, and hold
  // no one's data.
  return rows.map((r) => r.table_name).filter((table) => table !== 'rate_limit_counters');
}

/** `{ table: rows }` for every table. */
export async function tableCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await appTables(db)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** md5 of every row of `table` as text, in id order: equal checksums mean equal contents. */
export async function tableChecksum(db: Kysely<DB>, table: string): Promise<string> {
  const { rows } = await sql<{ sum: string | null }>`
    select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum from ${sql.table(table)} as t`.execute(db);
  return rows[0].sum ?? '';
}

/** The same counts in one round trip (for checks around every generated request). */
export async function tableCountsOnce(db: Kysely<DB>, tables: string[]): Promise<Record<string, number>> {
  const columns = sql.join(tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`));
  const { rows } = await sql<Record<string, number | string>>`select ${columns}`.execute(db);
  return Object.fromEntries(tables.map((table) => [table, Number(rows[0][table])]));
}
