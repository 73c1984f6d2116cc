import { formatCount } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';

/**
 * A count as the admin portal shows it: in English as it always read ("1234", no grouping), in Bangla in
 * Bangla digits with Bangla grouping ("১,২৩৪").
 */
export const figure = (value: number, language: Language): string =>
  language === 'en' ? String(value) : formatCount(value, language);
