import { useParams } from 'react-router';

/** The event id of the route (NaN when it is not a number). */
export function useEventId(): number {
  const { eventId } = useParams();
  return /^\d+$/.test(eventId ?? '') ? Number(eventId) : Number.NaN;
}
