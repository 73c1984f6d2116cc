import type {
  AlumniEvent,
  associationEventListQuerySchema,
  eventCreateSchema,
  EventList,
  eventListQuerySchema,
  eventPatchSchema,
  myEventListQuerySchema,
} from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB, EventStatus } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { ConflictError, ValidationError, type FieldErrors } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin, associationExists, associationNotFound, isAssociationAdmin } from '../associations';
import type { MailNotices } from '../mail';
import { cancelledMail } from './event-mails';
import { eventNotFound } from './event-tickets';
import { toEvent, toMyRsvp } from './event-view';
import * as repo from './events.repository';
import { moveUpWaiting, queueMails } from './rsvp-core';

export type EventDeps = { db: Kysely<DB>; clock: Clock; notices: MailNotices; publicOrigin: string };

// What validation made of the bodies and queries (z.output): the service works on these.
type EventCreated = z.output<typeof eventCreateSchema>;
type EventPatched = z.output<typeof eventPatchSchema>;

const LONGEST_MS = repo.LONGEST_EVENT_DAYS * 24 * 3600_000;

/** The caller's RSVP of each row and whether they manage its association. */
async function decorate(db: Kysely<DB>, user: RequestUser | null, rows: repo.EventRow[]): Promise<AlumniEvent[]> {
  if (!user) return rows.map((row) => toEvent(row, { myRsvp: null, canManage: false }));
  const [rsvps, administered] = await Promise.all([
    repo.findRsvpsOf(
      db,
      user.id,
      rows.map((r) => r.id),
    ),
    user.isSuperuser ? Promise.resolve(null) : repo.administeredAssociations(db, user.id),
  ]);
  const byEvent = new Map(rsvps.map((r) => [r.event_id, r]));
  return Promise.all(
    rows.map(async (row) => {
      const rsvp = byEvent.get(row.id);
      const rank =
        rsvp?.status === 'waiting' && rsvp.waiting_position !== null
          ? await repo.waitingRank(db, row.id, rsvp.waiting_position)
          : null;
      return toEvent(row, {
        myRsvp: rsvp ? toMyRsvp(rsvp, rank) : null,
        canManage: administered === null || administered.includes(row.association_id),
      });
    }),
  );
}

/** An event the caller may see: a draft only by its association's admins (anyone else: 404). */
async function visibleEvent(db: Kysely<DB>, user: RequestUser | null, id: number): Promise<repo.EventRow> {
  const row = await repo.findEvent(db, id);
  if (!row) throw eventNotFound();
  if (row.status === 'draft' && !(user && (await isAssociationAdmin(db, user, row.association_id))))
    throw eventNotFound();
  return row;
}

export async function getEvent(db: Kysely<DB>, user: RequestUser | null, id: number): Promise<AlumniEvent> {
  const row = await visibleEvent(db, user, id);
  return (await decorate(db, user, [row]))[0];
}

export async function listPublicEvents(
  deps: Pick<EventDeps, 'db' | 'clock'>,
  user: RequestUser | null,
  query: z.output<typeof eventListQuerySchema>,
): Promise<EventList> {
  return listEventPage(deps, user, { statuses: ['published'], associationId: query.association }, query);
}

/** One page of events of these statuses (of one association), as this visitor sees them. */
async function listEventPage(
  deps: Pick<EventDeps, 'db' | 'clock'>,
  user: RequestUser | null,
  which: { statuses: EventStatus[]; associationId?: number },
  query: Pick<z.output<typeof associationEventListQuerySchema>, 'q' | 'when' | 'limit' | 'offset'>,
): Promise<EventList> {
  const { count, rows } = await repo.listEvents(deps.db, {
    ...which,
    q: query.q,
    when: query.when,
    now: deps.clock(),
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: await decorate(deps.db, user, rows) };
}

/** An association's events: anyone sees the published and cancelled ones, its admins also the drafts. */
export async function listAssociationEvents(
  deps: Pick<EventDeps, 'db' | 'clock'>,
  user: RequestUser | null,
  associationId: number,
  query: z.output<typeof associationEventListQuerySchema>,
): Promise<EventList> {
  if (!(await associationExists(deps.db, associationId))) throw associationNotFound();
  const isAdmin = user !== null && (await isAssociationAdmin(deps.db, user, associationId));
  const visible: EventStatus[] = isAdmin ? ['draft', 'published', 'cancelled'] : ['published', 'cancelled'];
  const statuses = query.status ? visible.filter((s) => s === query.status) : visible;
  if (statuses.length === 0) return { count: 0, results: [] };
  return listEventPage(deps, user, { statuses, associationId }, query);
}

export async function listMyEvents(
  deps: Pick<EventDeps, 'db' | 'clock'>,
  user: RequestUser,
  query: z.output<typeof myEventListQuerySchema>,
): Promise<EventList> {
  const { count, rows } = await repo.listUserEvents(deps.db, {
    userId: user.id,
    when: query.when,
    now: deps.clock(),
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: await decorate(deps.db, user, rows) };
}

/** An event of association `associationId` for its admins (another association's, or none: 404). */
export async function findManagedEvent(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  eventId: number,
): Promise<repo.EventRow> {
  await assertAssociationAdmin(db, user, associationId);
  const row = await repo.findEvent(db, eventId);
  if (!row || row.association_id !== associationId) throw eventNotFound();
  return row;
}

function checkShape(
  value: { starts_at: string; ends_at: string; venue: string | null; online_url: string | null },
  fields: FieldErrors,
) {
  const start = new Date(value.starts_at).getTime();
  const end = new Date(value.ends_at).getTime();
  if (end <= start) fields.ends_at = ['End must be after the start'];
  else if (end - start > LONGEST_MS) fields.ends_at = [`An event can last at most ${repo.LONGEST_EVENT_DAYS} days`];
  if (!value.venue && !value.online_url) fields.venue = ['Give a venue or an online link'];
}

function throwIfAny(fields: FieldErrors) {
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first[0], fields);
}

export async function createEvent(
  deps: EventDeps,
  user: RequestUser,
  associationId: number,
  input: EventCreated,
): Promise<AlumniEvent> {
  await assertAssociationAdmin(deps.db, user, associationId);
  const fields: FieldErrors = {};
  checkShape(input, fields);
  throwIfAny(fields);
  const id = await repo.insertEvent(deps.db, {
    association_id: associationId,
    created_by: user.id,
    title: input.title,
    description: input.description,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    venue: input.venue,
    online_url: input.online_url,
    capacity: input.capacity,
    members_only: input.members_only,
    fee: input.fee,
    status: input.status,
  });
  return getEvent(deps.db, user, id);
}

export type EventChangeOutcome = {
  event: AlumniEvent;
  /** Mails to send once committed (cancellation, people moved up). */
  mailIds: number[];
  /** Tickets moved to refund_pending (cancellation): refund them through the gateway after the answer. */
  refundIds: number[];
  /** The cover file replaced or removed (delete it after the commit). */
  oldCover: string | null;
};

/**
 * Changes an event under its row lock, checked against what it is now: end after start, at most 31 days,
 * a venue or a link, capacity not below those going (a larger one moves the waiting list up), the fee
 * fixed once people answered, no way back to draft once they did. `status: cancelled` cancels it.
 */
export async function updateEvent(
  deps: EventDeps,
  user: RequestUser,
  associationId: number,
  eventId: number,
  patch: EventPatched,
): Promise<EventChangeOutcome> {
  await findManagedEvent(deps.db, user, associationId, eventId);
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockEvent(trx, eventId);
    if (!current) throw eventNotFound();
    if (current.status === 'cancelled')
      throw new ConflictError('This event is cancelled: it can no longer change.', 'EVENT_CANCELLED');
    const merged = {
      starts_at: patch.starts_at ?? current.starts_at,
      ends_at: patch.ends_at ?? current.ends_at,
      venue: patch.venue !== undefined ? patch.venue : current.venue,
      online_url: patch.online_url !== undefined ? patch.online_url : current.online_url,
    };
    const fields: FieldErrors = {};
    checkShape(merged, fields);
    const answered = current.going_count + current.waiting_count > 0 || (await repo.hasAnswers(trx, eventId));
    if (patch.capacity !== undefined && patch.capacity !== null && patch.capacity < current.going_count)
      fields.capacity = [
        `Capacity cannot be below the ${current.going_count} ${current.going_count === 1 ? 'person' : 'people'} already going`,
      ];
    if (patch.fee !== undefined && patch.fee !== current.fee && answered)
      fields.fee = ['The fee cannot change once people have answered'];
    if (patch.status === 'draft' && current.status !== 'draft' && answered)
      fields.status = ['People have answered: cancel the event instead of taking it back to draft'];
    throwIfAny(fields);

    const { status, cover, ...values } = patch;
    const isCancelling = status === 'cancelled';
    await repo.updateEvent(trx, eventId, {
      ...values,
      ...(status && !isCancelling ? { status } : {}),
      ...(cover === null ? { cover: null } : {}),
    });
    const mails = isCancelling ? [] : await moveUpWaiting(trx, eventId, now, deps.publicOrigin);
    const cancelled = isCancelling ? await cancelLocked(trx, deps, eventId, now) : { mailIds: [], refundIds: [] };
    return {
      mailIds: [...(await queueMails(trx, deps.notices, mails)), ...cancelled.mailIds],
      refundIds: cancelled.refundIds,
      oldCover: cover === null ? current.cover : null,
    };
  });
  deps.notices.sendLater(outcome.mailIds);
  return { ...outcome, event: await getEvent(deps.db, user, eventId) };
}

/**
 * Cancels the locked event: everyone going or waiting is mailed; tickets paid online go refund_pending
 * (refunded through the gateway after the commit, like a second payment); pending offline payments are
 * cancelled (an admin can no longer approve them); holds end.
 */
async function cancelLocked(
  trx: Kysely<DB>,
  deps: EventDeps,
  eventId: number,
  now: Date,
): Promise<{ mailIds: number[]; refundIds: number[] }> {
  const people = await repo.listGoingOrWaiting(trx, eventId);
  const event = await repo.findEvent(trx, eventId);
  if (!event) throw eventNotFound();
  const paidOffline = new Set(await repo.ticketsPaidOffline(trx, eventId));
  await repo.updateEvent(trx, eventId, { status: 'cancelled', cancelled_at: now });
  const refundIds = await repo.startTicketRefunds(trx, eventId, now);
  await repo.markTicketsRefunded(trx, eventId, now);
  await repo.cancelPendingOfflineTickets(trx, eventId, now);
  await repo.clearHolds(trx, eventId);
  const mailIds: number[] = [];
  for (const person of people) {
    const refund = person.payment !== 'paid' ? 'none' : paidOffline.has(person.id) ? 'offline' : 'online';
    const mail = cancelledMail({ ...event, ...person, event_id: eventId }, deps.publicOrigin, refund);
    mailIds.push(await deps.notices.queue(trx, mail));
  }
  return { mailIds, refundIds };
}

/**
 * DELETE: an event nobody ever answered is deleted (`deleted`: its cover file to remove); one with
 * answers is cancelled instead (mails and refunds as PATCH status cancelled).
 */
export async function deleteEvent(
  deps: EventDeps,
  user: RequestUser,
  associationId: number,
  eventId: number,
): Promise<{ deleted: true; cover: string | null } | ({ deleted: false } & EventChangeOutcome)> {
  const row = await findManagedEvent(deps.db, user, associationId, eventId);
  if (await repo.deleteUnansweredEvent(deps.db, eventId)) return { deleted: true, cover: row.cover };
  if (row.status === 'cancelled')
    throw new ConflictError('This event is already cancelled; people answered it, so it is kept.', 'EVENT_CANCELLED');
  return { deleted: false, ...(await updateEvent(deps, user, associationId, eventId, { status: 'cancelled' })) };
}

/** Points the event at its new cover; returns the old one (to remove). */
export async function setEventCover(
  db: Kysely<DB>,
  eventId: number,
  url: string,
): Promise<{ previous: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockEvent(trx, eventId);
    if (!current) return null;
    await repo.updateEvent(trx, eventId, { cover: url });
    return { previous: current.cover };
  });
}
