import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MAIL_FROM } from '../../config';
import { MailOutbox } from './mail-outbox';
import { Mailer } from './mailer';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
  interface FastifyInstance {
    /** Outgoing mail: `enqueue`, `deliver`, `flush()`; the server starts its retry loop (`start()`). */
    mailOutbox: MailOutbox;
  }
}

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
    app.addHook('onClose', async () => {
      await mailOutbox.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
