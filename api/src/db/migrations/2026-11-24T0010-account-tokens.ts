import { sql, type Kysely } from 'kysely';

/*
 * Accounts (issue 15): password reset and e-mail verification links. Only the sha256 of a token is
 * stored; a row is used once. Existing accounts were made before verification existed: they count as
 * verified, so nobody who could sign in yesterday is held back today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`.execute(db);
  await sql`UPDATE users SET email_verified_at = now()`.execute(db);
  await sql`CREATE TABLE account_tokens (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    email text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX account_tokens_user_purpose_idx ON account_tokens (user_id, purpose)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE account_tokens`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN email_verified_at`.execute(db);
}
