import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { composeRaw, type Mailer, type MailMessage } from './mailer';
import * as outbox from './mail-outbox.repository';

/** After this many failed attempts a message is left in the outbox for an operator. */
const MAX_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 6 * 3600;

/** 1, 2, 4, 8 ... minutes after each failure, at most 6 hours. */
const retryDelaySeconds = (attempts: number) =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

export type DeliveryResult =
  { id: number; delivered: true; where: string } | { id: number; delivered: false; error: string };

/** The address inside `Name <address>` (or the text itself). */
const bareAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/** A delivery that found its message already sent, claimed by another sender, or not due yet. */
export const NOT_DUE = 'not due or already sent';

/**
 * Outgoing mail, stored first (table mail_outbox: the raw bytes), then delivered; what cannot be
 * delivered now is retried with exponential backoff by `flush()`, which the job `mail-outbox-flush` runs.
 * Each message is claimed before it is sent and marked sent right after: a flush stopped midway and run
 * again sends only what the first run did not.
 */
export class MailOutbox {
  private flushing: Promise<DeliveryResult[]> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Composes and stores a message; returns its outbox id (deliver it with `deliver(id)` once `db` has
   * committed). `db`: a database transaction, so a change rolled back sends nothing.
   */
  async enqueue(message: MailMessage, db: Kysely<DB> = this.db): Promise<number> {
    const raw = await composeRaw(this.mailer.from, message);
    return outbox.insertMail(db, { to: message.to, subject: message.subject, raw });
  }

  /** One delivery attempt of a stored message that is due (or `dueBy` a later time). */
  async deliver(id: number, dueBy = new Date()): Promise<DeliveryResult> {
    const mail = await outbox.claimMail(this.db, id, dueBy);
    if (!mail) return { id, delivered: false, error: NOT_DUE };
    try {
      const where = await this.mailer.deliver(
        Buffer.from(mail.message),
        { from: bareAddress(this.mailer.from), to: [mail.to_address] },
        `mail-${mail.id}`,
      );
      await outbox.markMailSent(this.db, mail.id);
      if (this.mailer.mode === 'file')
        this.log.info({ mailId: mail.id, file: where }, `No SMTP_URL set: mail ${mail.id} written to ${where}`);
      else this.log.info({ mailId: mail.id, messageId: where }, `mail ${mail.id} sent`);
      return { id, delivered: true, where };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = mail.attempts + 1;
      await outbox.markMailFailed(this.db, mail.id, reason, retryDelaySeconds(attempts));
      this.log.warn(
        { mailId: mail.id, attempts, err: reason },
        `mail ${mail.id} not delivered (attempt ${attempts}); it stays queued`,
      );
      return { id, delivered: false, error: reason };
    }
  }

  /**
   * Tries every message due by `dueBy` (default now), oldest first; one flush at a time. An aborted
   * `signal` stops it between two messages (it throws the signal's reason).
   */
  async flush(options: { dueBy?: Date; limit?: number; signal?: AbortSignal } = {}): Promise<DeliveryResult[]> {
    if (this.flushing) await this.flushing.catch(() => undefined);
    const run = (async () => {
      const dueBy = options.dueBy ?? new Date();
      const ids = await outbox.listDueMailIds(this.db, dueBy, MAX_ATTEMPTS, options.limit ?? 50);
      const results: DeliveryResult[] = [];
      for (const id of ids) {
        options.signal?.throwIfAborted();
        results.push(await this.deliver(id, dueBy));
      }
      return results;
    })();
    this.flushing = run;
    try {
      return await run;
    } finally {
      if (this.flushing === run) this.flushing = null;
    }
  }

  /** Waits for a flush under way (the app closing). */
  async stop(): Promise<void> {
    await this.flushing?.catch(() => undefined);
  }
}
