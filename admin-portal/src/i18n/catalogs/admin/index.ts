import { lazyCatalogs } from '@alumni/shared/i18n';
import { adminEn } from './en';

/** The admin portal's texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const ADMIN_CATALOGS = lazyCatalogs(adminEn, {
  bn: () => import(/* webpackChunkName: "admin-bn" */ './bn').then((m) => m.adminBn),
});
export type AdminMessageId = keyof typeof adminEn;
/** What `usePortalCatalog(ADMIN_CATALOGS)` gives: for helpers that build texts outside a component. */
export type AdminText = (id: AdminMessageId, values?: Record<string, string | number>) => string;
