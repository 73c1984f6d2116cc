import type { PortalMenu } from '@alumni/shared/portals';
import { CalendarDays, FileText, House, IdCard, Landmark, Receipt } from 'lucide-react';
import { MEMBER_CATALOGS, type MemberMessageId } from '../i18n/catalogs/member';

const label = (id: MemberMessageId) => id;

/**
 * The side menu on /user/dashboard pages (spec "Dashboard shell"), exposed as `./menu` for the shell's frame;
 * each label is an id of the member catalog, shown in the page's language.
 */
export const menu: PortalMenu = {
  catalogs: MEMBER_CATALOGS,
  items: [
    { label: label('menu.home'), path: 'home', icon: House },
    { label: label('menu.associationRequests'), path: 'association-requests', icon: FileText, roles: ['member'] },
    {
      label: label('menu.yourAssociations'),
      path: 'associations',
      portal: 'admin_portal',
      icon: Landmark,
      roles: ['admin'],
    },
    { label: label('menu.transactions'), path: 'transactions', icon: Receipt },
    { label: label('menu.memberships'), path: 'memberships', icon: IdCard },
    { label: label('menu.events'), path: 'events', icon: CalendarDays },
  ],
};
