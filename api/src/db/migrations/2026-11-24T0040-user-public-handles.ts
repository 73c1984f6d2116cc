import { sql, type Kysely } from 'kysely';

/*
 * Public profiles by an unguessable handle instead of the sequential id (issue 15): 16 hex characters
 * (64 bits) from gen_random_uuid(), which PostgreSQL draws from its strong random source. The default
 * is volatile, so adding the column gives every existing user a handle of their own, and every insert
 * (sign-up, seed, the super admin) gets one without the code having to remember it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users
    ADD COLUMN public_handle text NOT NULL DEFAULT substr(md5(gen_random_uuid()::text), 1, 16)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_public_handle_key ON users (public_handle)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_public_handle_key`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN public_handle`.execute(db);
}
