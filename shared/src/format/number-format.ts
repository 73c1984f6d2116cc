import { INTL_LOCALES, type Language } from '../i18n/languages';

/**
 * An `Intl.NumberFormat` per language (en-US, bn-BD) made on first use and kept, not when the module loads:
 * a browser's first NumberFormat loads its locale data, a long task on a phone while a page starts
 * (measured: the largest part of @alumni/shared's evaluation on `/`).
 */
export function numberFormat(options?: Intl.NumberFormatOptions): (language?: Language) => Intl.NumberFormat {
  const made: Partial<Record<Language, Intl.NumberFormat>> = {};
  return (language = 'en') => (made[language] ??= new Intl.NumberFormat(INTL_LOCALES[language], options));
}

const count = numberFormat();

/** A count as it reads on screen: "1,250", in Bangla "১,২৫০". */
export const formatCount = (value: number, language: Language = 'en'): string => count(language).format(value);

const plain = numberFormat({ useGrouping: false });

/** A number in the page's digits with no grouping (a row, a place in a queue): "1234", in Bangla "১২৩৪". */
export const formatUngrouped = (value: number, language: Language = 'en'): string => plain(language).format(value);

/** A year as it reads on screen: "2005", in Bangla "২০০৫" (no grouping). */
export const formatYear = (value: number, language: Language = 'en'): string => plain(language).format(value);
