import { sql, type Kysely } from 'kysely';

/*
 * Importing members (issue 39). A membership (and the request it hangs on) now says where it came from:
 * `application` (applied and paid or approved, as before) or `imported` (from an association's member
 * list). An imported membership keeps the same shape as any other: a membership_requests row marked
 * imported (no transaction), the membership and its first period, so every list, count, renewal and
 * certificate works on it unchanged.
 * member_imports: one import of a large file run as a job, with its progress (rows done of rows in all)
 * and its outcome. member_invitations: the people an import made an account for, each mailed once
 * (mail_id set when the invitation is queued) by a job after the import commits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE membership_requests ADD COLUMN source text NOT NULL DEFAULT 'application'
    CHECK (source IN ('application', 'imported'))`.execute(db);
  await sql`ALTER TABLE memberships ADD COLUMN source text NOT NULL DEFAULT 'application'
    CHECK (source IN ('application', 'imported'))`.execute(db);
  await sql`CREATE TABLE member_imports (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    file_key text NOT NULL,
    mapping jsonb NOT NULL DEFAULT '{}',
    rows_total integer NOT NULL DEFAULT 0,
    rows_done integer NOT NULL DEFAULT 0,
    result jsonb,
    error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX member_imports_association_idx ON member_imports (association_id, id DESC)`.execute(db);
  await sql`CREATE TABLE member_invitations (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    mail_id integer REFERENCES mail_outbox(id) ON DELETE SET NULL,
    invited_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX member_invitations_pending_idx ON member_invitations (created_at)
    WHERE invited_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE member_invitations`.execute(db);
  await sql`DROP TABLE member_imports`.execute(db);
  await sql`ALTER TABLE memberships DROP COLUMN source`.execute(db);
  await sql`ALTER TABLE membership_requests DROP COLUMN source`.execute(db);
}
