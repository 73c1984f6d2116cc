import {
  EVENT_TIME_ZONE,
  type AttendeeList,
  type CheckInResponse,
  type attendeeListQuerySchema,
} from '@alumni/shared/contracts';
import { formatClock, formatDate, toDhakaLocalInput } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/types';
import { toCsv } from '../../lib/csv';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { toAttendee } from './event-view';
import * as repo from './events.repository';

type AttendeeQuery = z.output<typeof attendeeListQuerySchema>;

async function withRanks(db: Kysely<DB>, eventId: number, rows: repo.AttendeeRow[]) {
  // The waiting list's rank: the first waiting row's rank, then one more per waiting row of the page in
  // order (the page lists the waiting in order); searched pages count each.
  return Promise.all(
    rows.map(async (row) =>
      toAttendee(
        row,
        row.status === 'waiting' && row.waiting_position !== null
          ? await repo.waitingRank(db, eventId, row.waiting_position)
          : null,
      ),
    ),
  );
}

/** Going first (by name), then waiting in order; search by name or e-mail. The caller is the event's admin. */
export async function listAttendees(db: Kysely<DB>, event: repo.EventRow, query: AttendeeQuery): Promise<AttendeeList> {
  const [{ count, rows }, checkedIn] = await Promise.all([
    repo.listAttendees(db, { eventId: event.id, ...query }),
    repo.countCheckedIn(db, event.id),
  ]);
  return {
    count,
    results: await withRanks(db, event.id, rows),
    going_count: event.going_count,
    waiting_count: event.waiting_count,
    checked_in_count: checkedIn,
  };
}

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  dateStyle: 'short',
  timeStyle: 'short',
});
const inDhaka = (value: string | null) => (value ? dhakaTime.format(new Date(value)) : '');
/** A check-in's time in Dhaka for the door's message: "20/12/2026, 18:45"; in Bangla "২০/১২/২০২৬, সন্ধ্যা ৬:৪৫". */
function checkInTime(value: string, language: Language): string {
  if (language === 'en') return inDhaka(value);
  const dhakaDay = toDhakaLocalInput(value).slice(0, 10);
  return `${formatDate(dhakaDay, language)}, ${formatClock(value, language, EVENT_TIME_ZONE)}`;
}

/** Everyone going or waiting as CSV (the members export's safe writer: formulas neutralised, BOM, CRLF). */
export async function exportAttendeesCsv(
  db: Kysely<DB>,
  event: repo.EventRow,
  query: Pick<AttendeeQuery, 'q' | 'status'>,
): Promise<string> {
  const { rows } = await repo.listAttendees(db, { eventId: event.id, ...query });
  const attendees = await withRanks(db, event.id, rows);
  return toCsv(
    [
      'First name',
      'Last name',
      'Email',
      'Status',
      'Waiting position',
      'Payment',
      'Checked in (Asia/Dhaka)',
      'Answered (Asia/Dhaka)',
    ],
    attendees.map((a) => [
      a.user.first_name,
      a.user.last_name,
      a.user.email,
      a.status,
      a.waiting_position,
      a.payment,
      inDhaka(a.checked_in_at),
      inDhaka(a.created_at),
    ]),
  );
}

const NO_TICKET = 'No ticket of this event has this code.';

/**
 * Check-in at the door by the QR code's payload or the RSVP's id. The first check-in records the time;
 * a later one answers `already: true` with that first time. Refused: someone not going, or whose ticket
 * is not paid (409), an unknown code or another event's (404).
 */
export async function checkIn(
  db: Kysely<DB>,
  admin: RequestUser,
  event: repo.EventRow,
  by: { code?: string; rsvp?: number },
  now: Date,
  language: Language = 'en',
): Promise<CheckInResponse> {
  if (event.status === 'cancelled') throw new ConflictError('This event is cancelled.', 'EVENT_CANCELLED');
  const found = await repo.findAttendee(db, event.id, { code: by.code, id: by.rsvp });
  if (!found) throw new NotFoundError(NO_TICKET, 'TICKET_NOT_FOUND');
  const name = `${found.user_first_name} ${found.user_last_name}`.trim() || found.user_email;
  if (found.status !== 'going')
    throw new AppError(
      409,
      'NOT_GOING',
      found.status === 'waiting' ? `${name} is on the waiting list, not going.` : `${name} is not going.`,
    );
  if (found.payment !== 'free' && found.payment !== 'paid')
    throw new AppError(409, 'NOT_PAID', `${name}'s ticket is not paid.`);
  const first = found.checked_in_at ? undefined : await repo.markCheckedIn(db, found.id, admin.id, now);
  const row = first
    ? { ...found, checked_in_at: first.checked_in_at }
    : await repo.findAttendee(db, event.id, { id: found.id });
  if (!row?.checked_in_at) throw new NotFoundError(NO_TICKET, 'TICKET_NOT_FOUND');
  // In the reader's digits: the message is translated after, its values kept as they are.
  const at = checkInTime(row.checked_in_at, language);
  return {
    already: !first,
    checked_in_at: row.checked_in_at,
    message: first ? `${name} is checked in.` : `${name} is already checked in (at ${at}, Asia/Dhaka).`,
    attendee: toAttendee(row, null),
  };
}
