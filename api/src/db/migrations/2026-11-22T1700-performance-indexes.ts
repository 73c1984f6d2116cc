import { sql, type Kysely } from 'kysely';

/*
 * Indexes and counters so the lists an admin of a 100k-member association opens cost about what
 * they cost at 1k (bench/growth.ts measures it, api/test/query-plans.test.ts checks the plans):
 *  - trigram (pg_trgm) GIN indexes for the "part of the name, any case" searches;
 *  - memberships.batch, copied from the membership request by a trigger, so "members of a batch by
 *    serial" is one index range (association, batch, serial) instead of a join over every member;
 *  - transactions by association, newest first;
 *  - row counts per association kept by statement-level triggers (transaction_counts,
 *    membership_counts): the `count` of a list page is a few rows read, not a scan of 200k.
 * PostgreSQL 15 SQL (runs on PGlite, which loads pg_trgm, see database.ts); one statement per entry.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE INDEX associations_name_trgm_idx ON associations USING gin (lower(name) gin_trgm_ops)`,
  // The member search matches "first last": a part of the first or the last name is a part of it too.
  `CREATE INDEX users_full_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops)`,

  `ALTER TABLE memberships ADD COLUMN batch text NOT NULL DEFAULT ''`,
  `UPDATE memberships m SET batch = mr.batch FROM membership_requests mr WHERE mr.id = m.membership_request_id`,
  `CREATE FUNCTION memberships_copy_batch() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     SELECT batch INTO NEW.batch FROM membership_requests WHERE id = NEW.membership_request_id;
     NEW.batch := coalesce(NEW.batch, '');
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER memberships_copy_batch BEFORE INSERT OR UPDATE OF membership_request_id ON memberships
   FOR EACH ROW EXECUTE FUNCTION memberships_copy_batch()`,
  `CREATE FUNCTION membership_requests_sync_batch() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE memberships SET batch = NEW.batch WHERE membership_request_id = NEW.id AND batch IS DISTINCT FROM NEW.batch;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER membership_requests_sync_batch AFTER UPDATE OF batch ON membership_requests
   FOR EACH ROW EXECUTE FUNCTION membership_requests_sync_batch()`,
  `CREATE INDEX memberships_association_batch_idx ON memberships (association_id, batch, serial, id)`,
  // Active member count (distinct users whose membership has not ended): an index-only scan.
  `CREATE INDEX memberships_association_user_idx ON memberships (association_id, user_id) INCLUDE (end_date)`,

  `CREATE INDEX transactions_association_created_idx ON transactions (association_id, created_at DESC, id DESC)`,

  `CREATE TABLE transaction_counts (
    association_id integer NOT NULL,
    offline boolean NOT NULL,
    success boolean NOT NULL,
    n bigint NOT NULL,
    PRIMARY KEY (association_id, offline, success)
  )`,
  `CREATE FUNCTION transaction_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     -- Net change per group, in key order (two statements lock the counter rows in the same order).
     INSERT INTO transaction_counts AS c (association_id, offline, success, n)
     SELECT association_id, offline, success, sum(d) FROM (
       SELECT association_id, offline, success, 1 AS d FROM new_rows WHERE TG_OP <> 'DELETE'
       UNION ALL
       SELECT association_id, offline, success, -1 AS d FROM old_rows WHERE TG_OP <> 'INSERT'
     ) changes
     GROUP BY association_id, offline, success HAVING sum(d) <> 0
     ORDER BY association_id, offline, success
     ON CONFLICT (association_id, offline, success) DO UPDATE SET n = c.n + excluded.n;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION transaction_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO transaction_counts AS c (association_id, offline, success, n)
     SELECT association_id, offline, success, count(*) FROM new_rows
     GROUP BY association_id, offline, success ORDER BY association_id, offline, success
     ON CONFLICT (association_id, offline, success) DO UPDATE SET n = c.n + excluded.n;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION transaction_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE transaction_counts c SET n = c.n - d.n
     FROM (SELECT association_id, offline, success, count(*) AS n FROM old_rows GROUP BY association_id, offline, success) d
     WHERE c.association_id = d.association_id AND c.offline = d.offline AND c.success = d.success;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER transaction_counts_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply_insert()`,
  `CREATE TRIGGER transaction_counts_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply()`,
  `CREATE TRIGGER transaction_counts_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply_delete()`,
  `CREATE FUNCTION transaction_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN DELETE FROM transaction_counts; RETURN NULL; END $$`,
  `CREATE TRIGGER transaction_counts_truncate AFTER TRUNCATE ON transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_clear()`,
  `INSERT INTO transaction_counts (association_id, offline, success, n)
   SELECT association_id, offline, success, count(*) FROM transactions GROUP BY association_id, offline, success`,

  `CREATE TABLE membership_counts (
    association_id integer NOT NULL,
    batch text NOT NULL,
    n bigint NOT NULL,
    PRIMARY KEY (association_id, batch)
  )`,
  `CREATE FUNCTION membership_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO membership_counts AS c (association_id, batch, n)
     SELECT association_id, batch, sum(d) FROM (
       SELECT association_id, batch, 1 AS d FROM new_rows WHERE TG_OP <> 'DELETE'
       UNION ALL
       SELECT association_id, batch, -1 AS d FROM old_rows WHERE TG_OP <> 'INSERT'
     ) changes
     GROUP BY association_id, batch HAVING sum(d) <> 0
     ORDER BY association_id, batch
     ON CONFLICT (association_id, batch) DO UPDATE SET n = c.n + excluded.n;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION membership_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO membership_counts AS c (association_id, batch, n)
     SELECT association_id, batch, count(*) FROM new_rows GROUP BY association_id, batch ORDER BY association_id, batch
     ON CONFLICT (association_id, batch) DO UPDATE SET n = c.n + excluded.n;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION membership_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE membership_counts c SET n = c.n - d.n
     FROM (SELECT association_id, batch, count(*) AS n FROM old_rows GROUP BY association_id, batch) d
     WHERE c.association_id = d.association_id AND c.batch = d.batch;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER membership_counts_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION membership_counts_apply_insert()`,
  `CREATE TRIGGER membership_counts_update AFTER UPDATE ON memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION membership_counts_apply()`,
  `CREATE TRIGGER membership_counts_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION membership_counts_apply_delete()`,
  `CREATE FUNCTION membership_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN DELETE FROM membership_counts; RETURN NULL; END $$`,
  `CREATE TRIGGER membership_counts_truncate AFTER TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION membership_counts_clear()`,
  `INSERT INTO membership_counts (association_id, batch, n)
   SELECT association_id, batch, count(*) FROM memberships GROUP BY association_id, batch`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `DROP TABLE IF EXISTS membership_counts`,
    `DROP TRIGGER IF EXISTS membership_counts_insert ON memberships`,
    `DROP TRIGGER IF EXISTS membership_counts_update ON memberships`,
    `DROP TRIGGER IF EXISTS membership_counts_delete ON memberships`,
    `DROP TRIGGER IF EXISTS membership_counts_truncate ON memberships`,
    `DROP FUNCTION IF EXISTS membership_counts_apply, membership_counts_apply_insert, membership_counts_apply_delete, membership_counts_clear`,
    `DROP TABLE IF EXISTS transaction_counts`,
    `DROP TRIGGER IF EXISTS transaction_counts_insert ON transactions`,
    `DROP TRIGGER IF EXISTS transaction_counts_update ON transactions`,
    `DROP TRIGGER IF EXISTS transaction_counts_delete ON transactions`,
    `DROP TRIGGER IF EXISTS transaction_counts_truncate ON transactions`,
    `DROP FUNCTION IF EXISTS transaction_counts_apply, transaction_counts_apply_insert, transaction_counts_apply_delete, transaction_counts_clear`,
    `DROP INDEX IF EXISTS transactions_association_created_idx`,
    `DROP INDEX IF EXISTS memberships_association_user_idx`,
    `DROP INDEX IF EXISTS memberships_association_batch_idx`,
    `DROP TRIGGER IF EXISTS membership_requests_sync_batch ON membership_requests`,
    `DROP FUNCTION IF EXISTS membership_requests_sync_batch`,
    `DROP TRIGGER IF EXISTS memberships_copy_batch ON memberships`,
    `DROP FUNCTION IF EXISTS memberships_copy_batch`,
    `ALTER TABLE memberships DROP COLUMN IF EXISTS batch`,
    `DROP INDEX IF EXISTS users_full_name_trgm_idx`,
    `DROP INDEX IF EXISTS associations_name_trgm_idx`,
  ])
    await sql.raw(statement).execute(db);
}
