// With DATABASE_URL the live portal versions are PostgreSQL's (table portal_release_state, read by every
// instance every 2 s), not one machine's DATA_DIR/remotes.json. A release or rollback runs the usual file
// logic (portal-releases.mjs) between two steps: the database's manifest and history are written to
// DATA_DIR first, and read back into the database after, all under an advisory lock so two operators
// releasing at once take turns.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PortalError, releasePaths, writeJsonAtomic } from './portal-releases.mjs';

const LOCK = [87_303, 1]; // pg_advisory_lock(87303, 1): releases only; no other lock of the app uses the class

/** Runs `work` on DATA_DIR holding the database's manifest and history; saves them back when `saves`. */
export async function withSharedReleaseState({ databaseUrl, dataDir, saves }, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', LOCK);
    let rows;
    try {
      ({ rows } = await client.query('select name, body from portal_release_state'));
    } catch (error) {
      if (error.code !== '42P01') throw error;
      throw new PortalError('The database has no portal_release_state table yet: start the site once (it migrates)');
    }
    const paths = releasePaths(dataDir);
    const files = { remotes: paths.manifest, history: paths.history };
    for (const [name, file] of Object.entries(files)) {
      const row = rows.find((r) => r.name === name);
      if (row) writeJsonAtomic(file, row.body);
      else rmSync(file, { force: true });
    }
    const result = await work();
    if (saves) {
      await client.query('begin');
      for (const [name, file] of Object.entries(files)) {
        if (!existsSync(file)) continue;
        await client.query(
          `insert into portal_release_state (name, body) values ($1, $2)
           on conflict (name) do update set body = excluded.body, updated_at = now()`,
          [name, readFileSync(file, 'utf8')],
        );
      }
      await client.query('commit');
    }
    return result;
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', LOCK).catch(() => {});
    await client.end();
  }
}

/** With STORAGE_URL: DATA_DIR/releases/<pkg>/<version>/ into the bucket under releases/ (objects already there skipped). */
export async function publishReleaseFiles(dataDir) {
  if (!process.env.STORAGE_URL) return;
  // Loaded only here: they are TypeScript (npm run portal runs under tsx), the file-only CLI needs neither.
  const { openBucket, settings } = await import('./backup-lib.mjs');
  const { uploadTree } = await import('../api/src/storage/object-trees.ts');
  const bucket = openBucket(settings());
  if (!bucket) return;
  try {
    await uploadTree(bucket, path.join(dataDir, 'releases'), 'releases', { skipSame: true });
  } finally {
    bucket.close();
  }
}
