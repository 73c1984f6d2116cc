import { lazyCatalogs } from '@alumni/shared/i18n';
import { publicAuthEn } from './en';

/** The public site's sign-in, help widget, certificate and profile texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const PUBLIC_AUTH_CATALOGS = lazyCatalogs(publicAuthEn, {
  bn: () => import(/* webpackChunkName: "public-auth-bn" */ './bn').then((m) => m.publicAuthBn),
});
export type PublicAuthMessageId = keyof typeof publicAuthEn;
