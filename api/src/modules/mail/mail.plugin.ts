import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MAIL_FROM } from '../../config';
import { MailOutbox, NOT_DUE } from './mail-outbox';
import { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: `enqueue`, `deliver`, `flush()`; the job `mail-outbox-flush` retries it every minute. */
    mailOutbox: MailOutbox;
  }
}

export const MAIL_FLUSH_JOB = 'mail-outbox-flush';

const EVERY_QUEUED_MAIL = new Date('9999-12-31T00:00:00Z');

/** The mailer (SMTP_URL, else .eml files in DATA_DIR/outbox) and the outbox; both stop with the app. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = new Mailer({
      smtpUrl: app.config.smtpUrl ?? null,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      from: app.config.mailFrom ?? DEFAULT_MAIL_FROM,
    });
    const mailOutbox = new MailOutbox(app.db, mailer, app.log);
    app.decorate('mailOutbox', mailOutbox);
    app.jobs.define({
      name: MAIL_FLUSH_JOB,
      cron: '* * * * *',
      // The next minute's run is the retry; each message keeps its own back-off in the outbox.
      retryLimit: 0,
      // Run by the super admin ("Run now", or Retry of such a run): every queued mail, whatever its own
      // back-off (each is claimed before it is sent, so none goes twice); on schedule, the mails due.
      handler: async ({ data, now, signal }) => {
        const dueBy = (data as { manual?: boolean }).manual ? EVERY_QUEUED_MAIL : now;
        const results = await mailOutbox.flush({ dueBy, signal });
        const failed = results.filter((r) => !r.delivered && r.error !== NOT_DUE);
        // Failing the run puts the reason on the super admin's Jobs page.
        if (failed.length)
          throw new Error(
            `${failed.length} of ${results.length} mails not delivered: ` +
              failed.map((r) => `mail ${r.id}: ${r.delivered ? '' : r.error}`).join('; '),
          );
        return { delivered: results.filter((r) => r.delivered).length };
      },
    });
    app.addHook('onClose', async () => {
      await mailOutbox.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
