import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseExpiredHolds, sendEventReminders } from './rsvp.service';

/**
 * The events' jobs on the one job queue, each safe with several instances (every row is claimed by a
 * conditional update under the event's lock or on reminded_at):
 *  - events-hold-release (every minute): places held for an unpaid checkout past their time go to the
 *    waiting list;
 *  - events-reminders (hourly): the reminder to everyone going to an event starting within a day.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = () => ({ db: app.db, mailOutbox: app.mailOutbox, publicOrigin: app.config.publicOrigin });
    app.jobs.define({
      name: 'events-hold-release',
      cron: '* * * * *',
      expireInSeconds: 300,
      handler: async ({ now }) => releaseExpiredHolds(deps(), now),
    });
    app.jobs.define({
      name: 'events-reminders',
      cron: '5 * * * *',
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 1800,
      handler: async ({ now }) => sendEventReminders(deps(), now),
    });
  },
  { name: 'events', dependencies: ['db', 'jobs', 'mail'] },
);
