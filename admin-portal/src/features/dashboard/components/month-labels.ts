import { INTL_LOCALES, type Language } from '@alumni/shared/i18n';

const OPTIONS = {
  short: { month: 'short', timeZone: 'UTC' },
  long: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM` as a month name ("November 2026", in Bangla "নভেম্বর ২০২৬"): the date is read in UTC, so no local time zone moves it to another month. */
export function monthLabel(month: string, style: keyof typeof OPTIONS, language: Language = 'en'): string {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[language], OPTIONS[style])));
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
