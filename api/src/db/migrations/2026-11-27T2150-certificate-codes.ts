import { sql, type Kysely } from 'kysely';

/*
 * Verifiable certificates (issue 36): one unguessable code per membership and period, the key of the
 * public page `/verify/{code}`. A period is the membership's start and end dates as they were when the
 * code was issued: a renewal (new dates) gets a new code, and the old one keeps showing its own period
 * (no longer valid once it has ended). The row goes with its membership (ON DELETE CASCADE): a deleted
 * membership's certificate verifies no more. The code is 160 random bits drawn by the API (base32).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE certificate_codes (
    code text PRIMARY KEY,
    membership_id integer NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
    period_start date NOT NULL,
    period_end date,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // One code per period: two readers issuing at once keep the first (ON CONFLICT DO NOTHING).
  await sql`CREATE UNIQUE INDEX certificate_codes_period_key
    ON certificate_codes (membership_id, period_start, (coalesce(period_end, 'infinity'::date)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE certificate_codes`.execute(db);
}
