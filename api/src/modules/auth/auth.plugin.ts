import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RefreshTokenPruner } from './refresh-token-pruner';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
  interface FastifyInstance {
    /** Deletes dead refresh tokens; the server starts its loop (`start()`), like the mail outbox's. */
    refreshTokenPruner: RefreshTokenPruner;
  }
}

/** The auth module's background work; it stops with the app. */
export const authHousekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const pruner = new RefreshTokenPruner(app.db, app.log);
    app.decorate('refreshTokenPruner', pruner);
    app.addHook('onClose', async () => pruner.stop());
  },
  { name: 'auth-housekeeping', dependencies: ['db'] },
);
