// Shared by `npm run backup` and `npm run restore` (run with `node --import tsx`: the database code is the API's own).
//
// A backup is one .tar.gz:
//   manifest.json          what it holds: the database kind, the row count of every table, the folders
//   database/pglite.tar.gz PGlite's own data-dir dump (dumpDataDir), taken while no server runs
//   database/postgres.dump pg_dump -Fc of DATABASE_URL (consistent while the server runs)
//   media/                 uploaded pictures, logos, covers: DATA_DIR/media, or the bucket's media/ (STORAGE_URL)
//   private/               proof documents: DATA_DIR/private, or the bucket's private/
// The manifest also holds the number of files and bytes, checked again after a restore.
// Not included: DATA_DIR/secret (a restored site signs new sessions; everyone logs in again) and the
// mail outbox files (copies of mail already sent).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openPglite, openPostgres } from '../api/src/db/database.ts';
import { createObjectStore } from '../api/src/storage/create-object-store.ts';
import { storageFromEnv } from '../api/src/storage/storage-url.ts';
import { root } from './lib.mjs';

export const FORMAT = 'alumni-platform-backup';
export const FOLDERS = ['media', 'private'];

export class BackupError extends Error {}

/** DATA_DIR, DATABASE_URL and STORAGE_URL as the server reads them (a relative DATA_DIR is under the repository). */
export function settings(env = process.env) {
  const dataDir = path.resolve(root, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new BackupError('DATABASE_URL must start with postgres:// or postgresql://');
  let storage;
  try {
    storage = storageFromEnv(env);
  } catch (error) {
    throw new BackupError(`Invalid STORAGE_URL: ${error.message}`);
  }
  return { dataDir, databaseUrl, kind: databaseUrl ? 'postgres' : 'pglite', storage };
}

/** The bucket of STORAGE_URL (close it when done), or null when the files are on DATA_DIR's disk. */
export const openBucket = (config) => (config.storage.kind === 's3' ? createObjectStore(config) : null);

export const sumTotals = (totals) =>
  totals.reduce((sum, t) => ({ count: sum.count + t.count, bytes: sum.bytes + t.bytes }), { count: 0, bytes: 0 });

/** A path the user typed, relative to where they ran npm (INIT_CWD), not to the repository. */
export const userPath = (p) => path.resolve(process.env.INIT_CWD || process.cwd(), p);

/** The pid holding DATA_DIR/pglite.lock when that process is alive, else null. */
export function liveLockHolder(dataDir) {
  const file = path.join(dataDir, 'pglite.lock');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : null;
  }
}

export function refuseWhileServing(dataDir, what) {
  const pid = liveLockHolder(dataDir);
  if (pid) {
    throw new BackupError(
      `The server (pid ${pid}) is using DATA_DIR ${dataDir}. Stop it before ${what}: the embedded database (PGlite) can only be copied while nothing writes to it.`,
    );
  }
}

/** An executable of the PostgreSQL client tools: PG_BIN, PATH, or Debian's versioned folders. */
export function pgTool(name) {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, name));
  else for (const dir of (process.env.PATH || '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, name));
  if (!process.env.PG_BIN)
    for (const version of ['17', '16', '15']) candidates.push(`/usr/lib/postgresql/${version}/bin/${name}`);
  const found = candidates.find((c) => existsSync(c));
  if (!found) {
    throw new BackupError(
      `${name} was not found${process.env.PG_BIN ? ` in PG_BIN (${process.env.PG_BIN})` : ''}. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client-15) or set PG_BIN to the folder that holds ${name}.`,
    );
  }
  return found;
}

export function run(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new BackupError(`${what} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new BackupError(`${what} failed (exit ${result.status}):\n${(result.stderr || result.stdout || '').trim()}`);
  return result.stdout;
}

export function tarTool() {
  const tar = ['/usr/bin/tar', '/bin/tar'].find((t) => existsSync(t));
  if (!tar) throw new BackupError('tar was not found; it is needed to write and read backup archives.');
  return tar;
}

/** The row count of every table of the app (the manifest's, and the check after a restore). */
export async function tableCounts(db) {
  const { rows } = await sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const counts = {};
  for (const { table_name: table } of rows) {
    const result = await sql`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0].n);
  }
  return counts;
}

async function openDatabase({ kind, dataDir, databaseUrl }, options = {}) {
  return kind === 'postgres' ? openPostgres(databaseUrl) : openPglite({ dataDir, ...options });
}

/** Opens the database, hands it to `use`, and closes it whatever `use` does. */
export async function withDatabase(config, use, options = {}) {
  const database = await openDatabase(config, options);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Runs `main`, printing a BackupError as a message (exit 1) and anything else with its stack. */
export async function cli(main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof BackupError) console.error(`\n${error.message}\n`);
    else if (error?.name === 'StorageUnavailableError')
      console.error(`\nFile storage is not available: ${error.detail}\n`);
    else console.error(error);
    process.exit(1);
  }
}
