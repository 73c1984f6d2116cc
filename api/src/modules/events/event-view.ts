import type { AlumniEvent, Attendee, MyRsvp } from '@alumni/shared/contracts';
import { API_BASE_PATH } from '@alumni/shared/contracts';
import { toUserSummary } from '../users';
import type { AttendeeRow, EventRow, RsvpRow } from './events.repository';

/** The check-in code shows only on a place that is the person's: going, and free or paid. */
const hasTicket = (rsvp: Pick<RsvpRow, 'status' | 'payment'>) =>
  rsvp.status === 'going' && (rsvp.payment === 'free' || rsvp.payment === 'paid');

export function toMyRsvp(rsvp: RsvpRow, waitingRank: number | null): MyRsvp {
  return {
    id: rsvp.id,
    status: rsvp.status,
    waiting_position: rsvp.status === 'waiting' ? waitingRank : null,
    payment: rsvp.payment,
    held_until: rsvp.status === 'going' ? rsvp.held_until : null,
    check_in_code: hasTicket(rsvp) ? rsvp.check_in_code : null,
    checked_in_at: rsvp.checked_in_at,
    updated_at: rsvp.updated_at,
  };
}

export function toEvent(row: EventRow, extra: { myRsvp: MyRsvp | null; canManage: boolean }): AlumniEvent {
  return {
    id: row.id,
    association: { id: row.association_id, name: row.association_name },
    title: row.title,
    description: row.description,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    venue: row.venue,
    online_url: row.online_url,
    capacity: row.capacity,
    members_only: row.members_only,
    fee: row.fee,
    status: row.status,
    cover: row.cover,
    going_count: row.going_count,
    waiting_count: row.waiting_count,
    places_left: row.capacity === null ? null : Math.max(0, row.capacity - row.going_count),
    ics_url: `${API_BASE_PATH}/events/${row.id}/ics`,
    created_at: row.created_at,
    updated_at: row.updated_at,
    my_rsvp: extra.myRsvp,
    can_manage: extra.canManage,
  };
}

export function toAttendee(row: AttendeeRow, waitingRank: number | null): Attendee {
  return {
    id: row.id,
    user: toUserSummary(row),
    status: row.status,
    waiting_position: row.status === 'waiting' ? waitingRank : null,
    payment: row.payment,
    held_until: row.status === 'going' ? row.held_until : null,
    checked_in_at: row.checked_in_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
