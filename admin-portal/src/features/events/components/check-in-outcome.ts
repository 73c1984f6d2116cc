import { getErrorMessage, isApiError } from '@alumni/shared';
import { EVENT_TIME_ZONE, type CheckInResponse } from '@alumni/shared/contracts';
import { formatClock } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { attendeeName } from './attendee-name';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';

export type CheckInOutcome =
  | { kind: 'checked-in' | 'already'; name: string; email: string; time: string }
  | { kind: 'refused'; title: string; text: string };

/** "6:30 PM" in Dhaka: the door's own evening ("সন্ধ্যা ৬:৩০" on a Bangla page). */
export const checkInTime = (iso: string, language: Language) => formatClock(iso, language, EVENT_TIME_ZONE);

/** What the door sees of a check-in's answer: checked in now, already in (with the first time), or refused and why. */
export function checkInOutcomeOf(
  result: { response: CheckInResponse } | { error: unknown },
  t: AdminEventsTexts,
  language: Language,
): CheckInOutcome {
  if ('response' in result) {
    const { response } = result;
    return {
      kind: response.already ? 'already' : 'checked-in',
      name: attendeeName(response.attendee),
      email: response.attendee.user.email,
      time: checkInTime(response.checked_in_at, language),
    };
  }
  const status = isApiError(result.error) ? result.error.response?.status : undefined;
  if (status === 404) {
    return { kind: 'refused', title: t('checkIn.notATicket'), text: t('checkIn.notATicketText') };
  }
  // The API's own reason (already in the page's language: it answers in the request's Accept-Language).
  if (status === 409) {
    return {
      kind: 'refused',
      title: t('checkIn.cannot'),
      text: getErrorMessage(result.error, t('checkIn.notGoing')),
    };
  }
  return {
    kind: 'refused',
    title: t('checkIn.failed'),
    text: getErrorMessage(result.error, t('checkIn.requestFailed')),
  };
}
