import { INTL_LOCALES, type Language } from '@alumni/shared/i18n';
import type { AdminEventsMessageId } from './catalogs/admin-events';

/** What `usePortalCatalog(ADMIN_EVENTS_CATALOGS)` gives: for helpers that build texts outside a component. */
export type AdminEventsTexts = (id: AdminEventsMessageId, values?: Record<string, string | number>) => string;

const made: Partial<Record<Language, Intl.NumberFormat>> = {};

/**
 * A number as the page's digits without grouping (a row, a place in the queue, a count in a sentence), as these
 * screens showed it before: "1234" in English, "১২৩৪" in Bangla.
 */
export const plainNumber = (value: number, language: Language): string =>
  language === 'en'
    ? String(value)
    : (made[language] ??= new Intl.NumberFormat(INTL_LOCALES[language], { useGrouping: false })).format(value);
