import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** How long a claimed message is held by one sender before another may try it. */
const CLAIM_SECONDS = 300;

export async function insertMail(db: Kysely<DB>, mail: { to: string; subject: string; raw: Buffer }): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, message: mail.raw })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type ClaimedMail = { id: number; to_address: string; message: Uint8Array; attempts: number };

/**
 * Takes one unsent, due message for sending (moves its next attempt CLAIM_SECONDS ahead), so two
 * senders (the request and the retry loop, or two servers) never send the same message twice.
 */
export async function claimMail(db: Kysely<DB>, id: number, dueBy: Date): Promise<ClaimedMail | undefined> {
  return (
    db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<string>`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      // The database's now() too: a message stored a moment ago carries microseconds past the caller's
      // millisecond clock, and delivering it at once must not find it "not due yet".
      .where('next_attempt_at', '<=', sql<string>`greatest(${dueBy.toISOString()}::timestamptz, now())`)
      .returning(['id', 'to_address', 'message', 'attempts'])
      .executeTakeFirst()
  );
}

export async function listDueMailIds(
  db: Kysely<DB>,
  dueBy: Date,
  maxAttempts: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', dueBy.toISOString())
    .where('attempts', '<', maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function markMailSent(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ sent_at: sql<string>`now()`, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: Kysely<DB>, id: number, error: string, retryInSeconds: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: sql<string>`now() + make_interval(secs => ${retryInSeconds})`,
    }))
    .where('id', '=', id)
    .execute();
}
