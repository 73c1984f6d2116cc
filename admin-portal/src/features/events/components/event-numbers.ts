import type { AlumniEvent } from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { formatUngrouped } from '@alumni/shared/format';

/** "12 / 50" going of the capacity, or "12" going when the event has no limit (Bangla digits on a Bangla page). */
export const goingText = (event: Pick<AlumniEvent, 'going_count' | 'capacity'>, language: Language) =>
  event.capacity === null
    ? formatUngrouped(event.going_count, language)
    : `${formatUngrouped(event.going_count, language)} / ${formatUngrouped(event.capacity, language)}`;
