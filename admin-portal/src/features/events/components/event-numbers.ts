import type { AlumniEvent } from '@alumni/shared/contracts';

/** "12 / 50" going of the capacity, or "12" going when the event has no limit. */
export const goingText = (event: Pick<AlumniEvent, 'going_count' | 'capacity'>) =>
  event.capacity === null ? String(event.going_count) : `${event.going_count} / ${event.capacity}`;
