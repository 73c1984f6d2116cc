import { format, parseISO } from 'date-fns';
import { INTL_LOCALES, type Language } from '../i18n/languages';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter made once per language and options (making one costs far more than using it, most in Bangla). */
function intl(language: Language | 'en-GB', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language === 'en-GB' ? 'en-GB' : INTL_LOCALES[language], options);
    formats.set(key, made);
  }
  return made;
}

/**
 * A time of day: "6:30 PM" in English; in Bangla the part of the day first, "সন্ধ্যা ৬:৩০" (bn-BD's own pattern
 * writes "৬:৩০ PM", English letters in a Bangla sentence). In `timeZone` as Intl takes it; the visitor's own without.
 */
export function formatClock(value: string | Date, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const zone = timeZone ? { timeZone } : {};
  if (language === 'en') return intl(language, { hour: 'numeric', minute: '2-digit', ...zone }).format(date);
  const parts = intl(language, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', ...zone }).formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
  const time = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return period ? `${period} ${time}` : time;
}

/** "dd/MM/yyyy, hh:mm a" in the visitor's time zone (in Bangla "০৫/০৩/২০২৪, দুপুর ২:০৭"); empty text for a missing or broken date. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  if (language === 'en') return format(date, 'dd/MM/yyyy, hh:mm a');
  const day = intl(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  return `${day}, ${formatClock(date, language)}`;
}

/** "MMM yyyy" (education and job periods); in Bangla the month's Bangla name. */
export function formatMonthYear(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  return language === 'en'
    ? format(date, 'MMM yyyy')
    : intl(language, { month: 'short', year: 'numeric' }).format(date);
}

/** "20 December 2026" (in Bangla "২০ ডিসেম্বর, ২০২৬"): a calendar day (`yyyy-MM-dd`) in words, for mails and the certificate. */
export function formatLongDate(isoDay: string, language: Language = 'en'): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return intl(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
