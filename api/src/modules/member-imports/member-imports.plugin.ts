import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_JOB, INVITE_JOB, runImportJob, sendInvitations, type ImportJobDeps } from './import-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    memberImports: ImportJobDeps;
  }
}

/**
 * The jobs of member imports: a large file's import (queued by the upload) and the invitations to the
 * people it made accounts for (queued after an import commits).
 */
export const memberImportsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: ImportJobDeps = {
      db: app.db,
      storage: app.storage,
      jobs: app.jobs,
      mailOutbox: app.mailOutbox,
      publicOrigin: app.config.publicOrigin,
      log: app.log,
      progressDuringWrite: app.database.kind === 'postgres',
    };
    app.decorate('memberImports', deps);
    app.jobs.define<{ importId: number }>({
      name: IMPORT_JOB,
      retryLimit: 2,
      retryDelaySeconds: 30,
      expireInSeconds: 1800,
      handler: ({ data, now }) => runImportJob(deps, data.importId, now),
    });
    app.jobs.define({
      name: INVITE_JOB,
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: 1800,
      handler: ({ now }) => sendInvitations(deps, now),
    });
  },
  { name: 'member-imports', dependencies: ['db', 'jobs', 'mail', 'storage'] },
);
