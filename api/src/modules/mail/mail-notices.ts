import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { MailOutbox } from './mail-outbox';
import type { MailMessage } from './mailer';

/**
 * Mails that tell people what happened (an approval, a changed password): stored in the outbox by
 * the same database transaction as the change (rolled back, nothing is sent), sent once it has
 * committed, after the answer (a slow mail server never holds the request; the outbox retries).
 */
export type MailNotices = {
  queue(db: Kysely<DB>, message: MailMessage): Promise<number>;
  sendLater(mailIds: number[]): void;
};

export function mailNotices(
  outbox: MailOutbox,
  runLater: (name: string, work: () => Promise<unknown>) => void,
): MailNotices {
  return {
    queue: (db, message) => outbox.enqueue(message, db),
    sendLater: (mailIds) => {
      for (const id of mailIds) runLater(`mail ${id}`, () => outbox.deliver(id));
    },
  };
}
