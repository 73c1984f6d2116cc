import ical, { ICalEventStatus } from 'ical-generator';
import type { EventRow } from './events.repository';

/**
 * The event as an iCalendar file (RFC 5545, ical-generator: escaping and line folding are its own).
 * Times are written in UTC: every calendar shows them in its own zone, and no VTIMEZONE is needed.
 */
export function eventIcs(event: EventRow, publicOrigin: string): string {
  const url = `${publicOrigin}/events/${event.id}`;
  const host = new URL(publicOrigin).hostname || 'alumni';
  const calendar = ical({
    name: event.title,
    prodId: { company: 'Alumni Connect', product: 'events', language: 'EN' },
  });
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    stamp: new Date(event.updated_at),
    summary: event.title,
    description: [event.description, event.online_url ? `Online: ${event.online_url}` : null, url]
      .filter(Boolean)
      .join('\n\n'),
    location: event.venue ?? event.online_url ?? undefined,
    url,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: undefined,
  });
  return calendar.toString();
}
