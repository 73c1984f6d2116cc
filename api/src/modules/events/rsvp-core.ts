import { randomBytes } from 'node:crypto';
import { EVENT_CHECKOUT_HOLD_MINUTES } from '@alumni/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { MailMessage, MailNotices } from '../mail';
import { goingMail, movedUpToPayMail } from './event-mails';
import * as repo from './events.repository';

/*
 * The rules every RSVP change shares, run with the event's row locked (repo.lockEvent): who takes a
 * free place, how long an unpaid place is held, the waiting list moving up.
 */

export const CHECKOUT_HOLD_MS = EVENT_CHECKOUT_HOLD_MINUTES * 60_000;
/** A waiting person moved up to a paid event has a day to pay (they learn of it by mail, maybe at night). */
const MOVED_UP_HOLD_MS = 24 * 3600_000;

/** The QR code's payload: unguessable, URL-safe. */
export const newCheckInCode = () => randomBytes(16).toString('base64url');

export const hasFreePlace = (event: { capacity: number | null; going_count: number }) =>
  event.capacity === null || event.going_count < event.capacity;

/** A place taken now: free at once, or held unpaid for `holdMs` on a paid event. */
export function placeTaken(fee: number, now: Date, holdMs = CHECKOUT_HOLD_MS) {
  return fee > 0
    ? ({ payment: 'unpaid', held_until: new Date(now.getTime() + holdMs) } as const)
    : ({ payment: 'free', held_until: null } as const);
}

/** The event's going count as this transaction sees it (the trigger has already counted its own changes). */
async function currentCounts(trx: Transaction<DB>, eventId: number) {
  const row = await repo.lockEvent(trx, eventId);
  if (!row) throw new Error(`event ${eventId} vanished under its lock`);
  return row;
}

/**
 * Moves the waiting list up into the places now free, in order; each person moved up is mailed (their
 * confirmation with the QR code, or, for a paid event, the place held a day for them to pay).
 */
export async function moveUpWaiting(
  trx: Transaction<DB>,
  eventId: number,
  now: Date,
  origin: string,
): Promise<MailMessage[]> {
  const event = await currentCounts(trx, eventId);
  if (event.status !== 'published' || new Date(event.starts_at) <= now) return [];
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - event.going_count;
  const next = await repo.firstWaiting(trx, eventId, Math.min(free, 1000));
  const mails: MailMessage[] = [];
  for (const person of next) {
    const hasPaid = person.payment === 'paid';
    await repo.updateRsvp(trx, person.id, {
      status: 'going',
      waiting_position: null,
      ...(hasPaid ? { held_until: null } : placeTaken(event.fee, now, MOVED_UP_HOLD_MS)),
    });
    const row = await repo.findRsvpForMail(trx, person.id);
    if (!row) continue;
    mails.push(event.fee > 0 && !hasPaid ? movedUpToPayMail(row, origin) : await goingMail(row, origin, 'movedUp'));
  }
  return mails;
}

/** Stores the mails with the change (`trx`); send the returned ids once it has committed. */
export async function queueMails(trx: Kysely<DB>, notices: MailNotices, mails: MailMessage[]): Promise<number[]> {
  const ids: number[] = [];
  for (const mail of mails) ids.push(await notices.queue(trx, mail));
  return ids;
}
