import { lazyCatalogs } from '@alumni/shared/i18n';
import { superadminEn } from './en';

/** The super admin portal's texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const SUPERADMIN_CATALOGS = lazyCatalogs(superadminEn, {
  bn: () => import(/* webpackChunkName: "superadmin-bn" */ './bn').then((m) => m.superadminBn),
});
export type SuperadminMessageId = keyof typeof superadminEn;
