import { usePortalCatalog } from '@alumni/shared';
import { PUBLIC_AUTH_CATALOGS } from './catalogs/public-auth';

/** The public-auth texts in the page's language (a Bangla page waits for its chunk; English never waits). */
export const usePublicAuthTexts = () => usePortalCatalog(PUBLIC_AUTH_CATALOGS);
