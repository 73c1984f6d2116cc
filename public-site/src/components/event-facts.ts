import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatMoney } from '@alumni/shared/format';

type Facts = Pick<AlumniEvent, 'venue' | 'online_url' | 'fee' | 'going_count' | 'capacity'>;

/** Where: the venue's first line, or "Online" for an event with only a link. */
export const eventPlace = (event: Facts) => event.venue?.split('\n')[0]?.trim() || 'Online';

/** The fee ("৳ 500") or "Free". */
export const eventFee = (event: Facts) => (event.fee > 0 ? formatMoney(event.fee) : 'Free');

/** "12 going of 50 places", or "12 going" without a limit. */
export const eventAttendance = (event: Facts) =>
  event.capacity === null
    ? `${event.going_count} going`
    : `${event.going_count} going of ${event.capacity} ${event.capacity === 1 ? 'place' : 'places'}`;
