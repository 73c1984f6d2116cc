import { lazyCatalogs } from '@alumni/shared/i18n';
import { publicPagesEn } from './en';

/** The public site's pages' texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const PUBLIC_PAGES_CATALOGS = lazyCatalogs(publicPagesEn, {
  bn: () => import(/* webpackChunkName: "public-pages-bn" */ './bn').then((m) => m.publicPagesBn),
});
export type PublicPagesMessageId = keyof typeof publicPagesEn;
/** The catalog's texts in the page's language, as `usePortalCatalog(PUBLIC_PAGES_CATALOGS)` gives them. */
export type PublicPagesText = (id: PublicPagesMessageId, values?: Record<string, string | number>) => string;
