import { sql, type Kysely } from 'kysely';

/*
 * The super admin may refuse a request to register an association (issue 36: the applicant is told
 * either way). A refused request is no longer pending, is never approved afterwards, and its
 * applicant may apply again under the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE association_registration_requests
    ADD COLUMN refused_at timestamptz,
    ADD COLUMN refused_by integer REFERENCES users(id) ON DELETE SET NULL,
    ADD COLUMN refusal_reason text NOT NULL DEFAULT '',
    ADD CONSTRAINT registration_requests_approved_or_refused CHECK (NOT (is_approved AND refused_at IS NOT NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE association_registration_requests
    DROP CONSTRAINT registration_requests_approved_or_refused,
    DROP COLUMN refusal_reason,
    DROP COLUMN refused_by,
    DROP COLUMN refused_at`.execute(db);
}
