import { sql, type Kysely } from 'kysely';

/*
 * The live portal versions when the site runs on PostgreSQL (DATABASE_URL): one row per document that
 * the embedded mode keeps as a file, `remotes` (DATA_DIR/remotes.json, the manifest the shell loads)
 * and `history` (DATA_DIR/releases/history.json). `npm run portal -- release|rollback` on any machine
 * writes them; every instance reads `remotes` every 2 s (plugins/release-manifest.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE portal_release_state (
    name text PRIMARY KEY CHECK (name IN ('remotes', 'history')),
    body jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE portal_release_state`.execute(db);
}
