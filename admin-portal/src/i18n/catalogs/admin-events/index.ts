import { lazyCatalogs } from '@alumni/shared/i18n';
import { adminEventsEn } from './en';
/** Admin-portal events and member import texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const ADMIN_EVENTS_CATALOGS = lazyCatalogs(adminEventsEn, {
  bn: () => import(/* webpackChunkName: "admin-events-bn" */ './bn').then((m) => m.adminEventsBn),
});
export type AdminEventsMessageId = keyof typeof adminEventsEn;
