import type { AlumniEvent } from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { plainNumber } from '../../../i18n/admin-events-texts';

/** "12 / 50" going of the capacity, or "12" going when the event has no limit (Bangla digits on a Bangla page). */
export const goingText = (event: Pick<AlumniEvent, 'going_count' | 'capacity'>, language: Language) =>
  event.capacity === null
    ? plainNumber(event.going_count, language)
    : `${plainNumber(event.going_count, language)} / ${plainNumber(event.capacity, language)}`;
