import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * pg's pool as Kysely uses it, safe against a database that goes away and comes back:
 *  - every client has an 'error' listener: pg emits 'error' on a checked-out client whose server
 *    went away, and an unheard 'error' event throws (it would take the whole server down);
 *  - a client whose connection failed (`isConnectionError`) is destroyed when released, never handed
 *    out again, so the first request after the database is back gets a fresh connection.
 */
export function guardPool(pool: pg.Pool, isConnectionError: (error: unknown) => boolean): PostgresPool {
  const broken = new WeakSet<object>();
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client));
  });
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          // Marks the client before the caller's own handler releases it (registered first, runs first).
          result.catch((error: unknown) => {
            if (isConnectionError(error)) broken.add(client);
          });
        }
        return result;
      }) as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken.has(client) ? true : undefined) };
    },
    end: () => pool.end(),
  };
}
