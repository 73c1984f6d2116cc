import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { MailNotices } from '../mail';
import * as erasure from './account-deletion.repository';
import * as repo from './events.repository';
import { moveUpWaiting, queueMails } from './rsvp-core';

export type RsvpReleaseDeps = { notices: MailNotices; publicOrigin: string };

/**
 * An account being deleted (your data), inside the deletion's transaction: every place it holds at an event
 * not yet started is given up exactly as a withdrawal gives it up (under the event's lock, events in id
 * order; a pending offline payment withdrawn; the waiting list moved up, whoever moves up mailed through
 * the outbox with this transaction, so once whatever the number of instances); its waiting-list entries
 * leave the list. Its answers to those events are then deleted, but one a payment points at stays as
 * `not_going`, naming only the anonymised user row, with the transaction (as membership payments stay).
 *
 * A ticket paid for an upcoming event is not refunded automatically, as on "Not going": giving back the fee
 * of a place someone gives up is the association's decision (it sees the payment among its transactions),
 * and deleting an account must not be a way around that rule; ticket platforms work the same way (ask the
 * organiser for a refund before leaving). Cancellation refunds through the gateway because there the
 * association broke the plan, not the person.
 *
 * Past events keep their answers (who came, who checked in) as the association's record, anonymised with
 * the user row. Returns the mails queued, to send once committed (`notices.sendLater`).
 */
export async function releaseRsvpsOfDeletedAccount(
  trx: Transaction<DB>,
  deps: RsvpReleaseDeps,
  userId: number,
  now: Date,
): Promise<number[]> {
  const mails = [];
  for (const open of await erasure.listOpenRsvpsOf(trx, userId, now)) {
    const event = await repo.lockEvent(trx, open.event_id);
    const rsvp = await repo.findRsvpById(trx, open.id);
    if (!event || !rsvp || (rsvp.status !== 'going' && rsvp.status !== 'waiting')) continue;
    if (rsvp.payment === 'pending') await repo.cancelPendingOfflineCharges(trx, rsvp.id);
    await repo.updateRsvp(trx, rsvp.id, {
      status: 'not_going',
      waiting_position: null,
      held_until: null,
      ...(rsvp.payment === 'pending' ? { payment: 'unpaid' as const } : {}),
    });
    if (rsvp.status === 'going') mails.push(...(await moveUpWaiting(trx, rsvp.event_id, now, deps.publicOrigin)));
  }
  await erasure.deleteUpcomingRsvpsOf(trx, userId, now);
  return queueMails(trx, deps.notices, mails);
}
