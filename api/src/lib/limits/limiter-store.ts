import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';

/** The table of migration 2026-11-23T2100-rate-limit-counters, in rate-limiter-flexible's shape. */
const TABLE = 'rate_limit_counters';

export type LimiterStore = {
  /** A fixed-window counter of `max` points per `windowMs`, its keys prefixed with `name`. */
  create(name: string, max: number, windowMs: number): RateLimiterAbstract;
  /** Forgets every key of limiter `name` that starts with `keyStart` (an account's counters, all addresses). */
  deleteStartingWith(name: string, keyStart: string): Promise<void>;
  /** Deletes the windows that ended before `before` (PostgreSQL; memory windows go by themselves). */
  sweep(before: Date): Promise<void>;
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
  if (database.kind !== 'postgres') {
    // A handful of limiters, one per call site: the map is as big as the code, not the traffic.
    const byName = new Map<string, RateLimiterMemory>();
    return {
      create(name, max, windowMs) {
        const limiter = memory(name, max, windowMs);
        byName.set(name, limiter);
        return limiter;
      },
      async deleteStartingWith(name, keyStart) {
        const limiter = byName.get(name);
        if (limiter) deleteMemoryKeys(limiter, `${name}:${keyStart}`);
      },
      sweep: async () => {},
    };
  }

  const storeClient = kyselyClient(database.db);
  // clearExpired (untyped in the package) deletes every limiter's ended windows: one limiter does it for all.
  let sweeper: { clearExpired(before: number): Promise<void> } | undefined;
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
    async deleteStartingWith(name, keyStart) {
      const start = `${name}:${keyStart}`;
      // left() rather than LIKE: an e-mail may hold % or _; a rare call (a password reset), a scan is fine.
      await database.db.executeQuery(
        CompiledQuery.raw(`DELETE FROM ${TABLE} WHERE left(key, length($1)) = $1`, [start]),
      );
    },
    sweep: async (before) => sweeper?.clearExpired(before.getTime()),
  };
}

/**
 * rate-limiter-flexible has no "delete by prefix": its memory store is a Map of `<prefix>:<key>` (package
 * 11.x, `_memoryStorage._storage`); its own delete() clears each record's timer.
 */
type MemoryInternals = { _memoryStorage: { _storage: Map<string, unknown>; delete(key: string): boolean } };

function deleteMemoryKeys(limiter: RateLimiterMemory, start: string) {
  const storage = (limiter as unknown as MemoryInternals)._memoryStorage;
  for (const key of [...storage._storage.keys()]) if (key.startsWith(start)) storage.delete(key);
}
