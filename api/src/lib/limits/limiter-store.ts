import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';

/** The table of migration 2026-11-23T2100-rate-limit-counters, in rate-limiter-flexible's shape. */
const TABLE = 'rate_limit_counters';
const SWEEP_EVERY_MS = 5 * 60_000;

export type LimiterStore = {
  /** A fixed-window counter of `max` points per `windowMs`, its keys prefixed with `name`. */
  create(name: string, max: number, windowMs: number): RateLimiterAbstract;
  close(): void;
};

/**
 * rate-limiter-flexible's client shape over Kysely: its queries run on the app's own pool (the one
 * guarded against a database that goes away), not on a second one.
 */
function kyselyClient(db: Kysely<DB>) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

/**
 * Counters in PostgreSQL, shared by every instance on the database; in memory on the embedded
 * database (one process by construction). A PostgreSQL outage falls back to counting in memory
 * (the insurance limiter) rather than turning every login into a 500.
 */
export function createLimiterStore(database: Pick<Database, 'db' | 'kind'>): LimiterStore {
  const memory = (name: string, max: number, windowMs: number) =>
    new RateLimiterMemory({ keyPrefix: name, points: max, duration: Math.ceil(windowMs / 1000) });
  if (database.kind !== 'postgres') return { create: memory, close: () => {} };

  const storeClient = kyselyClient(database.db);
  // clearExpired (untyped in the package) deletes every limiter's ended windows: one limiter does it for all.
  let sweeper: { clearExpired(before: number): Promise<void> } | undefined;
  const timer = setInterval(() => void sweeper?.clearExpired(Date.now() - 60_000), SWEEP_EVERY_MS);
  timer.unref();
  return {
    create(name, max, windowMs) {
      const limiter = new RateLimiterPostgres({
        storeClient,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: max,
        duration: Math.ceil(windowMs / 1000),
        insuranceLimiter: memory(name, max, windowMs),
      });
      sweeper ??= limiter as unknown as typeof sweeper;
      return limiter;
    },
    close: () => clearInterval(timer),
  };
}
