import type { AdminEventsMessageId } from './catalogs/admin-events';

/** What `usePortalCatalog(ADMIN_EVENTS_CATALOGS)` gives: for helpers that build texts outside a component. */
export type AdminEventsTexts = (id: AdminEventsMessageId, values?: Record<string, string | number>) => string;
