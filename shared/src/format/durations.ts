import { SHELL_CATALOGS, type ShellMessageId } from '../i18n/catalogs/shell';
import { catalogText } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import { numberFormat } from './number-format';

const LIFETIME_FROM = 100;

// A number of months reads as a plain number ("/ 1500 month"), in the language's digits.
const monthsFormat = numberFormat({ useGrouping: false });
const formatCount = (months: number, language: Language) => monthsFormat(language).format(months);

const text = (language: Language, id: ShellMessageId) => catalogText(SHELL_CATALOGS, language, id);

/** Membership option cards (spec section 9): "/ month", "/ year", "/ 2 year", "Lifetime", "/ N month". */
export function durationLabel(months: number, language: Language = 'en'): string {
  if (months >= LIFETIME_FROM) return text(language, 'duration.lifetime');
  if (months === 1) return text(language, 'duration.card.month');
  if (months === 12) return text(language, 'duration.card.year');
  if (months === 24) return text(language, 'duration.card.twoYears');
  return `/ ${formatCount(months, language)} ${text(language, 'duration.card.months')}`;
}

/** The Be A Member page: only 1200 (the lifetime entry) reads "Lifetime"; the rest as on the cards. */
export function durationLabelApplication(months: number, language: Language = 'en'): string {
  if (months === 1200) return text(language, 'duration.lifetime');
  if (months >= LIFETIME_FROM) return `/ ${formatCount(months, language)} ${text(language, 'duration.card.months')}`;
  return durationLabel(months, language);
}

/** Admin screens: "per month", "per year", "per 2 years", "Lifetime", otherwise "N months". */
export function adminDurationLabel(months: number, language: Language = 'en'): string {
  if (months >= LIFETIME_FROM) return text(language, 'duration.lifetime');
  if (months === 1) return text(language, 'duration.admin.month');
  if (months === 12) return text(language, 'duration.admin.year');
  if (months === 24) return text(language, 'duration.admin.twoYears');
  return `${formatCount(months, language)} ${text(language, 'duration.admin.months')}`;
}
