// Events happen in Asia/Dhaka (UTC+06:00 all year, no daylight saving): their times read there whatever
// the visitor's own zone, with the zone named.

import { SHELL_CATALOGS } from '../i18n/catalogs/shell';
import { catalogText } from '../i18n/create-i18n';
import { INTL_LOCALES, type Language } from '../i18n/languages';
import { formatClock } from './dates';

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

const days: Partial<Record<Language, Intl.DateTimeFormat>> = {};

// English reads "Sat, 20 Dec 2026, 6:30 PM"; Bangla "রবি, ২০ ডিসে, ২০২৬, সন্ধ্যা ৬:৩০" (the part of the day first).
const dayFormat = (language: Language): Intl.DateTimeFormat =>
  (days[language] ??= new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : INTL_LOCALES[language], {
    timeZone: 'Asia/Dhaka',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }));
const clock = (date: Date, language: Language) => formatClock(date, language, 'Asia/Dhaka');

const zone = (language: Language) => catalogText(SHELL_CATALOGS, language, 'time.zone');

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Sat, 20 Dec 2026, 6:30 PM (Asia/Dhaka)"; empty text for a broken date. */
export function formatEventTime(value: string | Date, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  return `${dayFormat(language).format(date)}, ${clock(date, language)} (${zone(language)})`;
}

/** "Sat, 20 Dec 2026, 6:30 PM – 9:00 PM (Asia/Dhaka)", the day repeated only when the end is on another day. */
export function formatEventRange(startsAt: string | Date, endsAt: string | Date, language: Language = 'en'): string {
  const start = toDate(startsAt);
  const end = toDate(endsAt);
  if (!start || !end) return '';
  const day = dayFormat(language);
  const sameDay = day.format(start) === day.format(end);
  const endText = sameDay ? clock(end, language) : `${day.format(end)}, ${clock(end, language)}`;
  return `${day.format(start)}, ${clock(start, language)} – ${endText} (${zone(language)})`;
}

/** The `yyyy-MM-ddTHH:mm` a `datetime-local` input shows for an instant, in Asia/Dhaka. */
export function toDhakaLocalInput(value: string | Date): string {
  const date = toDate(value);
  return date ? new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** `20261220T123000Z`: the UTC form Google Calendar and iCalendar take. */
export function toCalendarUtc(value: string | Date): string {
  const date = toDate(value);
  return date
    ? date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')
    : '';
}

export type CalendarEvent = {
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  venue: string | null;
  online_url: string | null;
};

/** "Add to Google Calendar": the event template link (every value URL-encoded by URLSearchParams). */
export function googleCalendarUrl(event: CalendarEvent, pageUrl?: string): string {
  const details = [event.description, event.online_url, pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toCalendarUtc(event.starts_at)}/${toCalendarUtc(event.ends_at)}`,
    ctz: 'Asia/Dhaka',
    details: details.slice(0, 1500),
    location: event.venue ?? event.online_url ?? '',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
