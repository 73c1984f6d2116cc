import { usePortalCatalog } from '@alumni/shared';
import { MEMBER_CATALOGS } from './catalogs/member';

/** The member portal's texts in the page's language: `const t = useMemberText(); t('memberships.title')`. */
export const useMemberText = () => usePortalCatalog(MEMBER_CATALOGS);

export type MemberText = ReturnType<typeof useMemberText>;
