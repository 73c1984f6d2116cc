import { format, parseISO } from 'date-fns';
import { INTL_LOCALES, type Language } from '../i18n/languages';

let bnDay: Intl.DateTimeFormat | undefined;

/**
 * A calendar day ("yyyy-MM-dd" or a timestamp) as "dd/MM/yyyy" (in Bangla "২০/১২/২০২৬"); empty text for a
 * missing or broken date.
 */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'en') return format(date, 'dd/MM/yyyy');
  bnDay ??= new Intl.DateTimeFormat(INTL_LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric' });
  return bnDay.format(date);
}
