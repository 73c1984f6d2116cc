import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import type { MailMessage } from '../mail';
import { goingMail } from './event-mails';
import { isHolderActive } from './account-deletion.repository';
import * as repo from './events.repository';
import { CHECKOUT_HOLD_MS, hasFreePlace } from './rsvp-core';

/*
 * What the payment flow (transactions, payments) asks of events: a ticket is an RSVP of a paid event,
 * paid like a membership request. Every function runs inside the caller's database transaction and
 * takes the event's row lock first, as every RSVP change does.
 */

export const eventNotFound = () => new NotFoundError('Event not found.', 'EVENT_NOT_FOUND');

export type TicketForPayment = {
  rsvpId: number;
  eventId: number;
  associationId: number;
  fee: number;
  title: string;
  associationName: string;
  payment: string;
  customer: { name: string; email: string; phone: string };
};

/**
 * The caller's going place of a paid event, locked for paying it: refused (409) when there is nothing
 * to pay (free, already paid, not going, an offline payment waiting for the admin), when the event is
 * cancelled or has started; 404 for an event the caller cannot see.
 */
export async function lockTicketForPayment(
  trx: Transaction<DB>,
  user: RequestUser,
  eventId: number,
  now: Date,
  offline: boolean,
): Promise<TicketForPayment> {
  const event = await repo.lockEvent(trx, eventId);
  if (!event || event.status === 'draft') throw eventNotFound();
  if (event.status === 'cancelled') throw new ConflictError('This event is cancelled.', 'EVENT_CANCELLED');
  if (new Date(event.starts_at) <= now)
    throw new ConflictError('This event has already started: tickets are no longer sold.', 'EVENT_STARTED');
  if (event.fee <= 0) throw new ConflictError('This event is free: there is nothing to pay.', 'NOTHING_TO_PAY');
  const rsvp = await repo.findRsvp(trx, eventId, user.id);
  if (!rsvp || rsvp.status !== 'going')
    throw new ConflictError('Answer "Going" first: a ticket pays for a place you hold.', 'NOT_GOING');
  if (rsvp.payment === 'paid') throw new ConflictError('Your ticket is already paid.', 'ALREADY_PAID');
  if (rsvp.payment === 'pending' && !offline)
    throw new ConflictError(
      'You chose to pay offline: the association confirms your ticket when it receives the payment.',
      'OFFLINE_PAYMENT_PENDING',
    );
  const person = await repo.findPayer(trx, user.id);
  const associationName = (await repo.associationName(trx, event.association_id)) ?? '';
  return {
    rsvpId: rsvp.id,
    eventId,
    associationId: event.association_id,
    fee: event.fee,
    title: event.title,
    associationName,
    payment: rsvp.payment,
    customer: {
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      phone: person.phone_number,
    },
  };
}

/** An offline payment was sent: the place stays held (no deadline) until the admin approves it. */
export async function markTicketOffline(trx: Transaction<DB>, rsvpId: number): Promise<void> {
  await repo.updateRsvp(trx, rsvpId, { payment: 'pending', held_until: null });
}

/** A new online checkout: the place is held for its 30 minutes from now. */
export async function holdTicketForCheckout(trx: Transaction<DB>, rsvpId: number, now: Date): Promise<void> {
  await repo.updateRsvp(trx, rsvpId, { held_until: new Date(now.getTime() + CHECKOUT_HOLD_MS) });
}

/** Takes the lock of the ticket's event: call it before changing the ticket's transaction (one lock order). */
export async function lockTicket(trx: Transaction<DB>, rsvpId: number): Promise<void> {
  const rsvp = await repo.findRsvpById(trx, rsvpId);
  if (rsvp) await repo.lockEvent(trx, rsvp.event_id);
}

export type TicketOutcome =
  | { taken: true; rsvp: { id: number; event: number; status: string }; mail: MailMessage }
  | { taken: false; reason: 'cancelled' | 'paid' | 'full' | 'missing' };

/**
 * A payment of the ticket was confirmed (online) or approved (offline): the place becomes paid, or, if
 * it had been released, is taken again while one is free. Not taken (give the money back): the event is
 * cancelled, the ticket was already paid, no place is left, or the account was deleted meanwhile (a checkout
 * opened before the deletion and paid after it must not seat a deleted member). Call with the event locked
 * (lockTicket).
 */
export async function takeTicketPayment(
  trx: Transaction<DB>,
  rsvpId: number,
  now: Date,
  origin: string,
): Promise<TicketOutcome> {
  const rsvp = await repo.findRsvpById(trx, rsvpId);
  if (!rsvp || !(await isHolderActive(trx, rsvp.id))) return { taken: false, reason: 'missing' };
  const event = await repo.lockEvent(trx, rsvp.event_id);
  if (!event) return { taken: false, reason: 'missing' };
  if (event.status === 'cancelled') return { taken: false, reason: 'cancelled' };
  if (rsvp.payment === 'paid') return { taken: false, reason: 'paid' };
  if (rsvp.status !== 'going' && !hasFreePlace(event)) return { taken: false, reason: 'full' };
  await repo.updateRsvp(trx, rsvp.id, {
    status: 'going',
    waiting_position: null,
    payment: 'paid',
    paid_at: now,
    held_until: null,
  });
  const row = await repo.findRsvpForMail(trx, rsvp.id);
  if (!row) return { taken: false, reason: 'missing' };
  return {
    taken: true,
    rsvp: { id: rsvp.id, event: rsvp.event_id, status: 'going' },
    mail: await goingMail(row, origin, 'paid'),
  };
}
