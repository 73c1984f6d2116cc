import type { Language } from '../i18n/languages';
import { numberFormat } from './number-format';

const year = numberFormat({ useGrouping: false });

/** A year as it reads on screen: "2005", in Bangla "২০০৫" (no grouping, unlike a count). */
export const formatYear = (value: number, language: Language = 'en'): string => year(language).format(value);
