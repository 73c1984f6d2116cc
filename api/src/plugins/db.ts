import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Kysely over the app's database; pass it (or a `trx`) to repositories. */
    db: Kysely<DB>;
    database: Database;
  }
}

/** Exposes config and database to every route; closes the database with the app when `ownsDatabase`. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database; ownsDatabase: boolean }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
