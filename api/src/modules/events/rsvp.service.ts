import type { RsvpResponse } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { isAssociationAdmin } from '../associations';
import type { MailMessage, MailOutbox } from '../mail';
import { goingMail, holdReleasedMail, reminderMail } from './event-mails';
import { eventNotFound } from './event-tickets';
import { toMyRsvp } from './event-view';
import * as repo from './events.repository';
import type { EventDeps } from './events.service';
import { hasFreePlace, moveUpWaiting, newCheckInCode, placeTaken, queueMails } from './rsvp-core';

const MESSAGES = {
  going: 'You are going.',
  goingToPay: 'Your place is held: pay the ticket within 30 minutes to keep it.',
  waiting: 'The event is full: you are on the waiting list and move up when someone withdraws.',
  notGoing: 'You are not going.',
};

/**
 * The caller answers going or not going, under the event's row lock (50 people answering at once for
 * the last 10 places: exactly 10 go, the rest wait in the order they came). Going takes a free place
 * (held 30 minutes unpaid on a paid event) or joins the waiting list; not going releases the place and
 * moves the waiting list up. Refused: a cancelled or started event (409), a members-only event for a
 * non-member (403), a draft (404, as if it did not exist).
 */
export async function answerRsvp(
  deps: EventDeps,
  user: RequestUser,
  eventId: number,
  answer: 'going' | 'not_going',
): Promise<RsvpResponse> {
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx) => {
    const event = await repo.lockEvent(trx, eventId);
    if (!event) throw eventNotFound();
    if (event.status === 'draft') {
      if (await isAssociationAdmin(trx, user, event.association_id))
        throw new ConflictError('Publish the event before anyone can answer it.', 'EVENT_NOT_PUBLISHED');
      throw eventNotFound();
    }
    if (event.status === 'cancelled') throw new ConflictError('This event is cancelled.', 'EVENT_CANCELLED');
    if (new Date(event.starts_at) <= now)
      throw new ConflictError('This event has already taken place: answers are closed.', 'EVENT_PAST');

    const existing = await repo.findRsvp(trx, eventId, user.id);
    const mails: MailMessage[] = [];
    let message = MESSAGES.notGoing;
    if (answer === 'going') {
      if (existing && existing.status !== 'not_going') {
        message = existing.status === 'waiting' ? MESSAGES.waiting : MESSAGES.going;
      } else {
        if (event.members_only && !(await repo.isMember(trx, user.id, event.association_id, today(now)))) {
          const association = await repo.associationName(trx, event.association_id);
          throw new ForbiddenError(
            `This event is for members of ${association ?? 'the association'} only. Become a member to answer going.`,
            'MEMBERS_ONLY',
          );
        }
        // Someone who paid, withdrew and answers again keeps the ticket they paid for.
        const hasPaid = existing?.payment === 'paid';
        const change = hasFreePlace(event)
          ? ({
              status: 'going',
              waiting_position: null,
              ...(hasPaid ? ({ payment: 'paid', held_until: null } as const) : placeTaken(event.fee, now)),
            } as const)
          : ({
              status: 'waiting',
              waiting_position: await repo.nextWaitingPosition(trx),
              payment: hasPaid ? 'paid' : event.fee > 0 ? 'unpaid' : 'free',
              held_until: null,
            } as const);
        const rsvpId = existing
          ? (await repo.updateRsvp(trx, existing.id, change), existing.id)
          : await repo.insertRsvp(trx, {
              ...change,
              event_id: eventId,
              user_id: user.id,
              check_in_code: newCheckInCode(),
            });
        if (change.status === 'going' && (change.payment === 'free' || change.payment === 'paid')) {
          const row = await repo.findRsvpForMail(trx, rsvpId);
          if (row) mails.push(await goingMail(row, deps.publicOrigin));
        }
        message =
          change.status === 'waiting'
            ? MESSAGES.waiting
            : change.payment === 'unpaid'
              ? MESSAGES.goingToPay
              : MESSAGES.going;
      }
    } else if (!existing) {
      await repo.insertRsvp(trx, {
        event_id: eventId,
        user_id: user.id,
        status: 'not_going',
        waiting_position: null,
        payment: event.fee > 0 ? 'unpaid' : 'free',
        check_in_code: newCheckInCode(),
      });
    } else if (existing.status !== 'not_going') {
      // A paid ticket stays paid (the association decides on giving it back); an offline payment not yet
      // approved is withdrawn with the place.
      if (existing.payment === 'pending') await repo.cancelPendingOfflineCharges(trx, existing.id);
      await repo.updateRsvp(trx, existing.id, {
        status: 'not_going',
        waiting_position: null,
        held_until: null,
        ...(existing.payment === 'pending' ? { payment: 'unpaid' as const } : {}),
      });
      if (existing.status === 'going') mails.push(...(await moveUpWaiting(trx, eventId, now, deps.publicOrigin)));
      if (existing.payment === 'paid')
        message = 'You are not going. Your ticket is not refunded automatically: contact the association about it.';
    }
    const mailIds = await queueMails(trx, deps.notices, mails);
    return { mailIds, message };
  });
  deps.notices.sendLater(result.mailIds);

  const [rsvp, counts] = await Promise.all([
    repo.findRsvp(deps.db, eventId, user.id),
    repo.findEvent(deps.db, eventId),
  ]);
  if (!rsvp || !counts) throw eventNotFound();
  const rank =
    rsvp.status === 'waiting' && rsvp.waiting_position !== null
      ? await repo.waitingRank(deps.db, eventId, rsvp.waiting_position)
      : null;
  return {
    status: rsvp.status,
    message: result.message,
    rsvp: toMyRsvp(rsvp, rank),
    going_count: counts.going_count,
    waiting_count: counts.waiting_count,
  };
}

export type JobDeps = { db: Kysely<DB>; mailOutbox: MailOutbox; publicOrigin: string };

/**
 * Releases the places held for an unpaid checkout whose time ran out (the job events-hold-release, every
 * minute): each under its event's lock and only if still unpaid and expired, so two instances release a
 * place once; the waiting list moves up and everyone concerned is mailed.
 */
export async function releaseExpiredHolds(deps: JobDeps, now: Date, batch = 100): Promise<{ released: number }> {
  let released = 0;
  for (const hold of await repo.listExpiredHolds(deps.db, now, batch)) {
    const mailIds = await deps.db.transaction().execute(async (trx) => {
      await repo.lockEvent(trx, hold.event_id);
      const rsvp = await repo.findRsvpById(trx, hold.id);
      if (!rsvp || rsvp.status !== 'going' || rsvp.payment !== 'unpaid' || !rsvp.held_until) return [];
      if (new Date(rsvp.held_until) > now) return [];
      await repo.updateRsvp(trx, rsvp.id, { status: 'not_going', waiting_position: null, held_until: null });
      const row = await repo.findRsvpForMail(trx, rsvp.id);
      const mails = [
        ...(row ? [holdReleasedMail(row, deps.publicOrigin)] : []),
        ...(await moveUpWaiting(trx, hold.event_id, now, deps.publicOrigin)),
      ];
      released += 1;
      const ids: number[] = [];
      for (const mail of mails) ids.push(await deps.mailOutbox.enqueue(mail, trx));
      return ids;
    });
    for (const id of mailIds) await deps.mailOutbox.deliver(id).catch(() => undefined);
  }
  return { released };
}

/** Reminders go to those going to an event starting within this window from now. */
const REMINDER_FROM_MS = 3600_000;
const REMINDER_TO_MS = 24 * 3600_000;

/**
 * The reminder the day before (the job events-reminders, hourly): everyone going to a published event that
 * starts between 1 and 24 hours from now, once per person. Each is claimed (reminded_at set only where
 * still null) in the transaction that queues its mail: two instances, or a run killed and run again,
 * never mail one person twice. The outbox delivers them.
 */
export async function sendEventReminders(deps: JobDeps, now: Date, batch = 200): Promise<{ sent: number }> {
  const from = new Date(now.getTime() + REMINDER_FROM_MS);
  const to = new Date(now.getTime() + REMINDER_TO_MS);
  let sent = 0;
  for (;;) {
    const due = await repo.listDueReminders(deps.db, from, to, batch);
    let claimedHere = 0;
    for (const reminder of due) {
      const claimed = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.claimReminder(trx, reminder.id, now))) return false;
        const row = await repo.findRsvpForMail(trx, reminder.id);
        if (row) await deps.mailOutbox.enqueue(reminderMail(row, deps.publicOrigin), trx);
        return true;
      });
      if (claimed) claimedHere += 1;
    }
    sent += claimedHere;
    // Another instance claimed what this one read: the next read skips them; stop when nothing is left.
    if (due.length < batch) break;
  }
  return { sent };
}
