import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RECONCILE_JOB, runReconciliation } from './reconciliation.service';

/**
 * The job that reads a large statement (above INLINE_MAX_ROWS rows): on any instance, after a restart
 * too (the file is in the object store, the progress in the database); safe to run again.
 */
export const reconciliationPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ id: number }>({
      name: RECONCILE_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 900,
      handler: async ({ data, log }) => runReconciliation({ db: app.db, storage: app.storage, log }, data.id),
    });
  },
  { name: 'reconciliation', dependencies: ['db', 'jobs', 'storage'] },
);
