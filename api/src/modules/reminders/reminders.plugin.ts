import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueReminders } from './reminders.service';

const REMINDERS_JOB = 'reminders-send';

/**
 * The daily renewal reminders: at 09:00 in Dhaka (03:00 UTC), once across every instance; a run that
 * dies midway is retried and sends only what it had not (each reminder is recorded with its mail).
 */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      name: REMINDERS_JOB,
      cron: '0 3 * * *',
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 1800,
      handler: async ({ now }) =>
        sendDueReminders({ db: app.db, mailOutbox: app.mailOutbox, publicOrigin: app.config.publicOrigin }, now),
    });
  },
  { name: 'reminders', dependencies: ['db', 'jobs', 'mail'] },
);
