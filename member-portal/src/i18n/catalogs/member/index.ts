import { lazyCatalogs } from '@alumni/shared/i18n';
import { memberEn } from './en';

/** The member portal's texts: English in its bundle, Bangla a chunk of its own fetched only on a Bangla page. */
export const MEMBER_CATALOGS = lazyCatalogs(memberEn, {
  bn: () => import(/* webpackChunkName: "member-bn" */ './bn').then((m) => m.memberBn),
});
export type MemberMessageId = keyof typeof memberEn;
