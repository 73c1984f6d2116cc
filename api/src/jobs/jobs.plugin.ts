import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { JobQueue, type JobQueueOptions } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: modules `define` their jobs as they register; the server `start()`s it. */
    jobs: JobQueue;
  }
}

/** One job queue for the app, on its database; stopped (running jobs finish) when the app closes. */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Pick<Database, 'executeSql'> } & Omit<JobQueueOptions, 'database' | 'log'>,
  ) => {
    const jobs = new JobQueue({ ...opts, log: app.log });
    app.decorate('jobs', jobs);
    // Before the onClose hooks: running jobs finish while the database is still open.
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs' },
);
