import type { CalendarEvent } from '@alumni/shared/format';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, EventStatus, RsvpPayment, RsvpStatus } from '../../db/types';
import { countRows, pageInOrder } from '../../lib/paging';
import { containsPattern, normalizeText } from '../../lib/text';
import { userSummaryColumns } from '../users';

/** The longest an event may last: "upcoming" (not ended) is then a range of starts_at on one index. */
export const LONGEST_EVENT_DAYS = 31;
const LONGEST_EVENT_MS = LONGEST_EVENT_DAYS * 24 * 3600 * 1000;

/** What an event says of itself: its page shows it, the mails about it repeat it. */
const eventDetailColumns = ['e.title', 'e.description', 'e.starts_at', 'e.ends_at', 'e.venue', 'e.online_url'] as const;

const eventColumns = [
  'e.id',
  'e.association_id',
  'a.name as association_name',
  ...eventDetailColumns,
  'e.capacity',
  'e.members_only',
  'e.fee',
  'e.status',
  'e.cover',
  'e.going_count',
  'e.waiting_count',
  'e.created_at',
  'e.updated_at',
] as const;

function eventQuery(db: Kysely<DB>) {
  return db.selectFrom('events as e').innerJoin('associations as a', 'a.id', 'e.association_id').select(eventColumns);
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function findEvent(db: Kysely<DB>, id: number) {
  return eventQuery(db).where('e.id', '=', id).executeTakeFirst();
}

/** Locks the event's row until the end of `trx`: every RSVP change and every admin change takes it first. */
export async function lockEvent(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('events')
    .select([
      'id',
      'association_id',
      'title',
      'starts_at',
      'ends_at',
      'capacity',
      'members_only',
      'fee',
      'status',
      'going_count',
      'waiting_count',
      'cover',
      'venue',
      'online_url',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** An event's own fields: what a calendar entry of it carries, and who may come at what fee. */
export type EventValues = CalendarEvent & {
  capacity: number | null;
  members_only: boolean;
  fee: number;
  status: EventStatus;
};

export async function insertEvent(
  db: Kysely<DB>,
  values: EventValues & { association_id: number; created_by: number },
): Promise<number> {
  const row = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(
  db: Kysely<DB>,
  id: number,
  values: Partial<EventValues> & { cover?: string | null; cancelled_at?: Date },
): Promise<void> {
  await db
    .updateTable('events')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes an event nobody ever answered (an answer, even withdrawn, keeps it: cancel it instead). */
export async function deleteUnansweredEvent(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('events')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('event_rsvps').select('id').whereRef('event_id', '=', 'events.id'))))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasAnswers(db: Kysely<DB>, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('event_rsvps').select('id').where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

export type EventFilter = {
  /** Published only (the public list), or an association's admin view (every status, or one). */
  statuses: EventStatus[];
  associationId?: number;
  q?: string;
  when: 'upcoming' | 'past' | 'all';
  now: Date;
  limit: number;
  offset: number;
};

function filtered(db: Kysely<DB>, filter: EventFilter) {
  let query = db.selectFrom('events as e').where('e.status', 'in', filter.statuses);
  if (filter.associationId !== undefined) query = query.where('e.association_id', '=', filter.associationId);
  if (filter.q) query = query.where('e.title', 'ilike', containsPattern(normalizeText(filter.q)));
  const now = filter.now.toISOString();
  if (filter.when === 'upcoming') {
    // Not ended yet: it started at most LONGEST_EVENT_DAYS ago (the index's range), and ends later than now.
    const earliest = new Date(filter.now.getTime() - LONGEST_EVENT_MS).toISOString();
    query = query.where('e.starts_at', '>', earliest).where('e.ends_at', '>', now);
  } else if (filter.when === 'past') {
    query = query.where('e.ends_at', '<=', now).where('e.starts_at', '<', now);
  }
  return query;
}

/** One page of events (upcoming and all: soonest first; past: latest first) and the filter's count. */
export async function listEvents(db: Kysely<DB>, filter: EventFilter): Promise<{ count: number; rows: EventRow[] }> {
  const direction = filter.when === 'past' ? 'desc' : 'asc';
  const ids = pageInOrder(
    filtered(db, filter).select('e.id'),
    { column: 'e.starts_at', id: 'e.id', direction },
    filter,
  );
  const [count, rows] = await Promise.all([
    countRows(filtered(db, filter)),
    eventQuery(db).where('e.id', 'in', ids).orderBy('e.starts_at', direction).orderBy('e.id', direction).execute(),
  ]);
  return { count, rows };
}

/** Answers to events (`r`) with their events (`e`). */
function rsvpsWithEvents(db: Kysely<DB>) {
  return db.selectFrom('event_rsvps as r').innerJoin('events as e', 'e.id', 'r.event_id');
}

/** The caller's events (going or waiting), upcoming soonest first or past latest first. */
export async function listUserEvents(
  db: Kysely<DB>,
  filter: { userId: number; when: 'upcoming' | 'past'; now: Date; limit: number; offset: number },
): Promise<{ count: number; rows: EventRow[] }> {
  const now = filter.now.toISOString();
  const base = () => {
    const query = rsvpsWithEvents(db)
      .where('r.user_id', '=', filter.userId)
      .where('r.status', 'in', ['going', 'waiting'])
      .where('e.status', 'in', ['published', 'cancelled']);
    return filter.when === 'upcoming' ? query.where('e.ends_at', '>', now) : query.where('e.ends_at', '<=', now);
  };
  const direction = filter.when === 'past' ? 'desc' : 'asc';
  const [count, idRows] = await Promise.all([
    countRows(base()),
    pageInOrder(base().select('e.id'), { column: 'e.starts_at', id: 'e.id', direction }, filter).execute(),
  ]);
  if (idRows.length === 0) return { count, rows: [] };
  const rows = await eventQuery(db)
    .where(
      'e.id',
      'in',
      idRows.map((r) => r.id),
    )
    .orderBy('e.starts_at', direction)
    .orderBy('e.id', direction)
    .execute();
  return { count, rows };
}

const rsvpColumns = [
  'r.id',
  'r.event_id',
  'r.user_id',
  'r.status',
  'r.waiting_position',
  'r.payment',
  'r.held_until',
  'r.paid_at',
  'r.check_in_code',
  'r.checked_in_at',
  'r.created_at',
  'r.updated_at',
] as const;

/** An RSVP with its person: the user summary's columns (its user_id is the RSVP's). */
const attendeeColumns = [...rsvpColumns, ...userSummaryColumns.filter((column) => column !== 'u.id as user_id')];

function rsvpQuery(db: Kysely<DB>) {
  return db.selectFrom('event_rsvps as r').select(rsvpColumns);
}

export type RsvpRow = NonNullable<Awaited<ReturnType<typeof findRsvp>>>;

export async function findRsvp(db: Kysely<DB>, eventId: number, userId: number) {
  return rsvpQuery(db).where('r.event_id', '=', eventId).where('r.user_id', '=', userId).executeTakeFirst();
}

export async function findRsvpById(db: Kysely<DB>, id: number) {
  return rsvpQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** The caller's RSVPs of these events (a list's my_rsvp). */
export async function findRsvpsOf(db: Kysely<DB>, userId: number, eventIds: number[]): Promise<RsvpRow[]> {
  if (eventIds.length === 0) return [];
  return rsvpQuery(db).where('r.user_id', '=', userId).where('r.event_id', 'in', eventIds).execute();
}

/** 1 for the first waiting; counted on (event_id, status, waiting_position). */
export async function waitingRank(db: Kysely<DB>, eventId: number, position: number): Promise<number> {
  return countRows(
    db
      .selectFrom('event_rsvps')
      .where('event_id', '=', eventId)
      .where('status', '=', 'waiting')
      .where('waiting_position', '<=', position),
  );
}

export async function nextWaitingPosition(trx: Kysely<DB>): Promise<number> {
  const row = await sql<{ n: number }>`SELECT nextval('event_rsvps_waiting_seq')::bigint AS n`.execute(trx);
  return Number(row.rows[0].n);
}

export type RsvpChange = {
  status: RsvpStatus;
  waiting_position: number | null;
  payment?: RsvpPayment;
  held_until?: Date | string | null;
  paid_at?: Date | string | null;
};

export async function insertRsvp(
  trx: Kysely<DB>,
  values: RsvpChange & { event_id: number; user_id: number; check_in_code: string },
): Promise<number> {
  const row = await trx.insertInto('event_rsvps').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRsvp(trx: Kysely<DB>, id: number, change: RsvpChange | Partial<RsvpChange>) {
  await trx
    .updateTable('event_rsvps')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The first `n` waiting, in order. */
export async function firstWaiting(trx: Kysely<DB>, eventId: number, n: number) {
  if (n <= 0) return [];
  return trx
    .selectFrom('event_rsvps')
    .select(['id', 'user_id', 'payment'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'waiting')
    .orderBy('waiting_position')
    .limit(n)
    .execute();
}

/** An unexpired pending offline payment of the RSVP (its place is kept while an admin has not decided). */
export async function cancelPendingOfflineCharges(trx: Kysely<DB>, rsvpId: number): Promise<void> {
  await trx
    .updateTable('transactions')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('event_rsvp_id', '=', rsvpId)
    .where('status', '=', 'pending')
    .where('offline', '=', true)
    .execute();
}

/** Places held for an unpaid checkout whose time ran out (oldest first). */
export async function listExpiredHolds(db: Kysely<DB>, now: Date, limit: number) {
  return db
    .selectFrom('event_rsvps')
    .select(['id', 'event_id'])
    .where('held_until', 'is not', null)
    .where('held_until', '<=', now.toISOString())
    .orderBy('held_until')
    .limit(limit)
    .execute();
}

/** Whether the user holds a membership of the association today (lifetime, or not yet ended). */
export async function isMember(db: Kysely<DB>, userId: number, associationId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('association_id', '=', associationId)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The associations the user administers (my events' can_manage). */
export async function administeredAssociations(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('association_admins')
    .select('association_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.association_id);
}

export async function associationName(db: Kysely<DB>, associationId: number): Promise<string | undefined> {
  const row = await db.selectFrom('associations').select('name').where('id', '=', associationId).executeTakeFirst();
  return row?.name;
}

export async function findPayer(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Answers to events (`r`) with the people who gave them (`u`). */
function rsvpsWithPeople(db: Kysely<DB>) {
  return db.selectFrom('event_rsvps as r').innerJoin('users as u', 'u.id', 'r.user_id');
}

/** Everyone going or waiting, with their address (the cancellation mail). */
export async function listGoingOrWaiting(db: Kysely<DB>, eventId: number) {
  return rsvpsWithPeople(db)
    .select(['r.id', 'r.status', 'r.payment', 'u.email', 'u.first_name', 'u.last_name', 'u.language'])
    .where('r.event_id', '=', eventId)
    .where('r.status', 'in', ['going', 'waiting'])
    .orderBy('r.id')
    .execute();
}

/**
 * The event's tickets paid online (success): moved to refund_pending for the payments' refund (as a
 * second payment is); returns their ids.
 */
export async function startTicketRefunds(trx: Kysely<DB>, eventId: number, now: Date): Promise<number[]> {
  const rows = await trx
    .updateTable('transactions')
    .set((eb) => ({
      status: 'refund_pending',
      success: false,
      refund_amount: eb.ref('amount'),
      refund_requested_at: now,
      updated_at: now,
    }))
    .where('status', '=', 'success')
    .where('offline', '=', false)
    .where('event_rsvp_id', 'in', (eb) => eb.selectFrom('event_rsvps').select('id').where('event_id', '=', eventId))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Pending offline payments of the event's tickets: cancelled with the event (an admin can no longer
 * approve them). Open online charges stay pending: the gateway's later word is refunded like a second payment.
 */
export async function cancelPendingOfflineTickets(trx: Kysely<DB>, eventId: number, now: Date): Promise<void> {
  await trx
    .updateTable('transactions')
    .set({ status: 'cancelled', updated_at: now })
    .where('status', '=', 'pending')
    .where('offline', '=', true)
    .where('event_rsvp_id', 'in', (eb) => eb.selectFrom('event_rsvps').select('id').where('event_id', '=', eventId))
    .execute();
}

/** The RSVPs of the event whose ticket an admin approved offline (the association gives that money back). */
export async function ticketsPaidOffline(db: Kysely<DB>, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('transactions')
    .select('event_rsvp_id')
    .where('status', '=', 'success')
    .where('offline', '=', true)
    .where('event_rsvp_id', 'in', (eb) => eb.selectFrom('event_rsvps').select('id').where('event_id', '=', eventId))
    .execute();
  return rows.flatMap((r) => (r.event_rsvp_id === null ? [] : [r.event_rsvp_id]));
}

/** Paid tickets given back: their RSVPs read refunded. */
export async function markTicketsRefunded(trx: Kysely<DB>, eventId: number, now: Date): Promise<void> {
  await trx
    .updateTable('event_rsvps')
    .set({ payment: 'refunded', updated_at: now })
    .where('event_id', '=', eventId)
    .where('payment', '=', 'paid')
    .where('id', 'in', (eb) =>
      eb.selectFrom('transactions').select('event_rsvp_id').where('status', '=', 'refund_pending'),
    )
    .execute();
}

/** Releases every held place of a cancelled event (no more checkout). */
export async function clearHolds(trx: Kysely<DB>, eventId: number): Promise<void> {
  await trx
    .updateTable('event_rsvps')
    .set({ held_until: null })
    .where('event_id', '=', eventId)
    .where('held_until', 'is not', null)
    .execute();
}

export type AttendeeFilter = {
  eventId: number;
  q?: string;
  status?: 'going' | 'waiting';
  limit?: number;
  offset?: number;
};

function attendeesOf(db: Kysely<DB>, filter: AttendeeFilter) {
  let query = rsvpsWithPeople(db)
    .where('r.event_id', '=', filter.eventId)
    .where('r.status', 'in', filter.status ? [filter.status] : ['going', 'waiting']);
  if (filter.q) {
    const pattern = containsPattern(normalizeText(filter.q));
    query = query.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** Going first (by name), then waiting in order. */
export async function listAttendees(db: Kysely<DB>, filter: AttendeeFilter) {
  let page = attendeesOf(db, filter)
    .select([...attendeeColumns])
    .orderBy(sql`CASE WHEN r.status = 'going' THEN 0 ELSE 1 END`)
    .orderBy('r.waiting_position')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('r.id');
  if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
  const [count, rows] = await Promise.all([countRows(attendeesOf(db, filter)), page.execute()]);
  return { count, rows };
}
export type AttendeeRow = Awaited<ReturnType<typeof listAttendees>>['rows'][number];

export async function countCheckedIn(db: Kysely<DB>, eventId: number): Promise<number> {
  return countRows(db.selectFrom('event_rsvps').where('event_id', '=', eventId).where('checked_in_at', 'is not', null));
}

export async function findAttendee(db: Kysely<DB>, eventId: number, by: { code?: string; id?: number }) {
  let query = rsvpsWithPeople(db)
    .select([...attendeeColumns])
    .where('r.event_id', '=', eventId);
  if (by.code !== undefined) query = query.where('r.check_in_code', '=', by.code);
  if (by.id !== undefined) query = query.where('r.id', '=', by.id);
  return query.executeTakeFirst();
}

/** Checks in once: the first caller sets the time, a later one finds it set (undefined). */
export async function markCheckedIn(db: Kysely<DB>, id: number, by: number, now: Date) {
  return db
    .updateTable('event_rsvps')
    .set({ checked_in_at: now, checked_in_by: by, updated_at: now })
    .where('id', '=', id)
    .where('checked_in_at', 'is', null)
    .returning(['checked_in_at'])
    .executeTakeFirst();
}

/** Everyone going to a published event starting between `from` and `to` who was not reminded yet. */
export async function listDueReminders(db: Kysely<DB>, from: Date, to: Date, limit: number) {
  return rsvpsWithEvents(db)
    .select(['r.id', 'r.event_id'])
    .where('e.status', '=', 'published')
    .where('e.starts_at', '>', from.toISOString())
    .where('e.starts_at', '<=', to.toISOString())
    .where('r.status', '=', 'going')
    .where('r.payment', 'in', ['free', 'paid'])
    .where('r.reminded_at', 'is', null)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Claims one reminder: the first instance to set reminded_at sends it; anyone later finds it set. */
export async function claimReminder(trx: Kysely<DB>, rsvpId: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('event_rsvps')
    .set({ reminded_at: now })
    .where('id', '=', rsvpId)
    .where('reminded_at', 'is', null)
    .where('status', '=', 'going')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The person and event a mail about one RSVP names. */
export async function findRsvpForMail(db: Kysely<DB>, rsvpId: number) {
  return rsvpsWithPeople(db)
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('associations as a', 'a.id', 'e.association_id')
    .select([
      'r.id',
      'r.status',
      'r.payment',
      'r.held_until',
      'r.check_in_code',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'e.id as event_id',
      ...eventDetailColumns,
      'e.fee',
      'a.name as association_name',
    ])
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
}
export type RsvpMailRow = NonNullable<Awaited<ReturnType<typeof findRsvpForMail>>>;
