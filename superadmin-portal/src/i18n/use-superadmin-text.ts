import { usePortalCatalog } from '@alumni/shared';
import { SUPERADMIN_CATALOGS } from './catalogs/superadmin';

/** The super admin portal's texts in the page's language: `const t = useSuperadminText(); t('jobs.title')`. */
export const useSuperadminText = () => usePortalCatalog(SUPERADMIN_CATALOGS);

export type SuperadminText = ReturnType<typeof useSuperadminText>;
