import { sql, type Kysely } from 'kysely';

/*
 * Renewal reminders (issue 36): a mail 30 and 7 days before a membership ends and on the day it ends,
 * each at most once per membership period. A period is known by its end date (a renewal moves it), so
 * the row (membership, period_end, kind) is unique: whichever instance inserts it first sends the mail,
 * in the same transaction that queues the mail. An association can turn reminders off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE associations ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`CREATE TABLE membership_reminders (
    id serial PRIMARY KEY,
    membership_id integer NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
    period_end date NOT NULL,
    kind text NOT NULL CHECK (kind IN ('30_days', '7_days', 'end_day')),
    mail_id integer REFERENCES mail_outbox (id) ON DELETE SET NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (membership_id, period_end, kind)
  )`.execute(db);
  // The daily selection walks one association's memberships by end date in order, about 33 days of them,
  // on memberships_association_end_date_idx (association_id, end_date, serial; migration 2026-11-27T2200).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE membership_reminders`.execute(db);
  await sql`ALTER TABLE associations DROP COLUMN reminders_enabled`.execute(db);
}
