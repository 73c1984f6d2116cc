import { getErrorMessage, isApiError } from '@alumni/shared';
import { EVENT_TIME_ZONE, type CheckInResponse } from '@alumni/shared/contracts';
import { attendeeName } from './attendee-name';

export type CheckInOutcome =
  | { kind: 'checked-in' | 'already'; name: string; email: string; time: string }
  | { kind: 'refused'; title: string; text: string };

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** "6:30 PM" in Dhaka: the door's own evening. */
export const checkInTime = (iso: string) => timeFormat.format(new Date(iso));

/** What the door sees of a check-in's answer: checked in now, already in (with the first time), or refused and why. */
export function checkInOutcomeOf(result: { response: CheckInResponse } | { error: unknown }): CheckInOutcome {
  if ('response' in result) {
    const { response } = result;
    return {
      kind: response.already ? 'already' : 'checked-in',
      name: attendeeName(response.attendee),
      email: response.attendee.user.email,
      time: checkInTime(response.checked_in_at),
    };
  }
  const status = isApiError(result.error) ? result.error.response?.status : undefined;
  if (status === 404) {
    return { kind: 'refused', title: 'Not a ticket for this event', text: 'No one going to this event has this code.' };
  }
  if (status === 409) {
    return {
      kind: 'refused',
      title: 'Cannot check in',
      text: getErrorMessage(result.error, 'This person is not going.'),
    };
  }
  return { kind: 'refused', title: 'Check-in failed', text: getErrorMessage(result.error, 'Request failed') };
}
