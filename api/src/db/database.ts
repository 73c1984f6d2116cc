import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { guardPool } from './pg-pool-guard';
import { PGliteDialect } from './pglite-dialect';
import { typeParsers } from './type-parsers';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` option): several statements when there are no values. On
   * PGlite it waits its turn on the one connection (never inside another caller's transaction).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: a gzip tarball of the data directory (tests build their template with it). */
  dumpDataDir?: () => Promise<Blob>;
};

/** PostgreSQL at `config.databaseUrl`, else PGlite in `DATA_DIR/pglite` (locked against a second process). */
export async function createDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: config.dataDir });
}

export type PgliteOptions = {
  /** Files in `<dataDir>/pglite`, locked; without it the database lives in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests use a migrated template). */
  loadDataDir?: Blob;
};

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      loadDataDir,
      parsers: typeParsers,
      // Trigram indexes for the partial, case-insensitive name searches (migration 2026-11-22T1700).
      extensions: { pg_trgm },
    });
    await pglite.exec(`SET TIME ZONE 'UTC'`);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    ping: async () => {
      if (pglite.closed) throw new DatabaseUnavailableError('PGlite is closed');
      await sql`select 1`.execute(db);
    },
    // Kysely's connection() holds the dialect's mutex; exec (simple protocol) takes several statements.
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) return pglite.query(text, values);
        try {
          const results = await pglite.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (error) {
          await pglite.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const guarded = guardPool(pool, isDatabaseUnavailable);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: guarded }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    // The app's pool (guarded), not a second one: pg-boss holds a connection for one query at a time.
    executeSql: async (text, values) => {
      const client = await guarded.connect();
      try {
        const result = (await client.query(text, values ?? [])) as unknown as
          { rows: unknown[] } | { rows: unknown[] }[];
        // Several statements (no values) answer one result each; pg-boss reads the last.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        // A failed statement inside a script's own BEGIN leaves the session in the aborted transaction: not back to the pool so.
        await client.query('ROLLBACK', []).catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Thrown (or recognised, see isDatabaseUnavailable) when the database cannot be reached. */
class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

/** Connection failures of pg (errno, SQLSTATE class 08, shutdown) and of a closed PGlite. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not instanceof: socket errors are made by Node's core, another realm under jest.
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  const message = String((error as { message?: unknown }).message ?? '');
  if (
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end|driver has already been destroyed|not queryable|shutting down|terminating connection/i.test(
      message,
    )
  )
    return true;
  // A driver error wrapped by another layer keeps the original as its cause.
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
