import { format, parseISO } from 'date-fns';
import { INTL_LOCALES, type Language } from '../i18n/languages';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const intl = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], options);

/** "dd/MM/yyyy, hh:mm a" in the visitor's time zone (Bangla digits in Bangla); empty text for a missing or broken date. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  if (language === 'en') return format(date, 'dd/MM/yyyy, hh:mm a');
  return intl(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
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
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
