import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RefreshTokenPruner } from './refresh-token-pruner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes dead refresh tokens (`prune(now)`); the job `auth-refresh-token-prune` runs it hourly. */
    refreshTokenPruner: RefreshTokenPruner;
  }
}

/** The auth module's background work; it stops with the app. */
export const authHousekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const pruner = new RefreshTokenPruner(app.db, app.log);
    app.decorate('refreshTokenPruner', pruner);
    app.jobs.define({
      name: 'auth-refresh-token-prune',
      cron: '17 * * * *',
      handler: async ({ now }) => ({ deleted: await pruner.prune(now) }),
    });
  },
  { name: 'auth-housekeeping', dependencies: ['db', 'jobs'] },
);
