import { sql, type Kysely } from 'kysely';

/*
 * The active member count of an association (distinct users with a membership that has not ended) read
 * from a few counter rows instead of every membership (bench/growth.ts: it grew 4x from 1k to 100k).
 *
 * member_end_counts holds, per association and date, how many members' LATEST membership ends that
 * day ('infinity' when one of theirs is for life). A member is active on `today` exactly when their
 * latest end is on or after it, so the count is the sum over ends >= today: an index range over
 * the dates still to come, bounded by the calendar, not by the number of members. Nothing needs to
 * happen when a membership expires: it falls out of the range by itself.
 *
 * Statement-level triggers keep it: for each (association, user) a statement touched, the member's
 * latest end before the statement (its memberships now, minus the statement's new rows, plus its old
 * ones) moves to their latest end now. A transaction-scoped advisory lock per association, taken before
 * the memberships are read, serializes these updates (under READ COMMITTED the read that follows the
 * lock sees what the previous holder committed); counter rows are written in key order.
 */
const LOCK_CLASS = 87_301; // pg_advisory_xact_lock(LOCK_CLASS, association_id); no other lock of the app uses it

const ADDED = {
  none: 'SELECT NULL::integer AS id, NULL::integer AS association_id, NULL::integer AS user_id WHERE false',
  new: 'SELECT id, association_id, user_id FROM new_rows',
};
const REMOVED = {
  none: 'SELECT NULL::integer AS association_id, NULL::integer AS user_id, NULL::date AS end_date WHERE false',
  old: 'SELECT association_id, user_id, end_date FROM old_rows',
};

/** `latest(rows)`: 'infinity' if one has no end, else the last end; no row when there are none. */
const LATEST = `CASE WHEN bool_or(end_date IS NULL) THEN 'infinity'::date ELSE max(end_date) END`;

function applyFunction(name: string, added: string, removed: string): string {
  return `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_advisory_xact_lock(${LOCK_CLASS}, s.association_id)
     FROM (SELECT association_id FROM (${added}) a UNION SELECT association_id FROM (${removed}) r) s
     ORDER BY s.association_id;

     WITH added AS (${added}),
          removed AS (${removed}),
          pairs AS (SELECT association_id, user_id FROM added UNION SELECT association_id, user_id FROM removed),
          shifts AS (
            SELECT p.association_id, now_.ends, 1 AS d
            FROM pairs p CROSS JOIN LATERAL (
              SELECT ${LATEST} AS ends, count(*) AS k FROM memberships m
              WHERE m.association_id = p.association_id AND m.user_id = p.user_id
            ) now_
            WHERE now_.k > 0
            UNION ALL
            SELECT p.association_id, before_.ends, -1 AS d
            FROM pairs p CROSS JOIN LATERAL (
              SELECT ${LATEST} AS ends, count(*) AS k FROM (
                SELECT m.end_date FROM memberships m
                WHERE m.association_id = p.association_id AND m.user_id = p.user_id
                  AND NOT EXISTS (SELECT 1 FROM added WHERE added.id = m.id)
                UNION ALL
                SELECT r.end_date FROM removed r WHERE r.association_id = p.association_id AND r.user_id = p.user_id
              ) e
            ) before_
            WHERE before_.k > 0
          )
     INSERT INTO member_end_counts AS c (association_id, ends, n)
     SELECT association_id, ends, sum(d) FROM shifts
     GROUP BY association_id, ends HAVING sum(d) <> 0
     ORDER BY association_id, ends
     ON CONFLICT (association_id, ends) DO UPDATE SET n = c.n + excluded.n;

     DELETE FROM member_end_counts c
     WHERE c.n = 0 AND c.association_id IN (SELECT association_id FROM (${added}) a UNION SELECT association_id FROM (${removed}) r);
     RETURN NULL;
   END $$`;
}

const statements = [
  `CREATE TABLE member_end_counts (
    association_id integer NOT NULL,
    ends date NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (association_id, ends)
  )`,
  applyFunction('member_end_counts_apply_insert', ADDED.new, REMOVED.none),
  applyFunction('member_end_counts_apply_update', ADDED.new, REMOVED.old),
  applyFunction('member_end_counts_apply_delete', ADDED.none, REMOVED.old),
  `CREATE TRIGGER member_end_counts_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION member_end_counts_apply_insert()`,
  `CREATE TRIGGER member_end_counts_update AFTER UPDATE ON memberships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION member_end_counts_apply_update()`,
  `CREATE TRIGGER member_end_counts_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION member_end_counts_apply_delete()`,
  `CREATE FUNCTION member_end_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN DELETE FROM member_end_counts; RETURN NULL; END $$`,
  `CREATE TRIGGER member_end_counts_truncate AFTER TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION member_end_counts_clear()`,
  `INSERT INTO member_end_counts (association_id, ends, n)
   SELECT association_id, ends, count(*) FROM (
     SELECT association_id, ${LATEST} AS ends FROM memberships GROUP BY association_id, user_id
   ) latest
   GROUP BY association_id, ends`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `DROP TRIGGER IF EXISTS member_end_counts_insert ON memberships`,
    `DROP TRIGGER IF EXISTS member_end_counts_update ON memberships`,
    `DROP TRIGGER IF EXISTS member_end_counts_delete ON memberships`,
    `DROP TRIGGER IF EXISTS member_end_counts_truncate ON memberships`,
    `DROP FUNCTION IF EXISTS member_end_counts_apply_insert, member_end_counts_apply_update, member_end_counts_apply_delete, member_end_counts_clear`,
    `DROP TABLE IF EXISTS member_end_counts`,
  ])
    await sql.raw(statement).execute(db);
}
