import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect over one PGlite instance. PGlite is a single connection, so every query and
 * every transaction holds a mutex: a transaction keeps the connection until commit or rollback.
 * Inside `db.transaction().execute(trx => ...)` use `trx` only; a query on `db` there would wait
 * for the transaction to end, so acquiring gives up with an error after `acquireTimeoutMs`.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly options: { pglite: PGlite; acquireTimeoutMs?: number }) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.options.pglite, this.options.acquireTimeoutMs ?? 30_000);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  async acquire(timeoutMs: number): Promise<() => void> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Timed out after ${timeoutMs} ms waiting for the PGlite connection (a query on db inside a transaction?)`,
            ),
          ),
        timeoutMs,
      );
      timer.unref();
    });
    try {
      await Promise.race([previous, timeout]);
    } catch (error) {
      // Give our turn away once the earlier holder is done, so the queue keeps moving.
      void previous.then(release);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], { rowMode: 'object' });
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported');
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly acquireTimeoutMs: number,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.acquire(this.acquireTimeoutMs);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(modes.length ? `start transaction ${modes.join(', ')}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (database.ts), after Kysely lets go.
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
