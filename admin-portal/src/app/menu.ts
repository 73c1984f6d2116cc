import type { PortalMenu } from '@alumni/shared/portals';
import {
  CalendarDays,
  CreditCard,
  House,
  IdCard,
  Landmark,
  LayoutDashboard,
  ListChecks,
  Receipt,
  Users,
  Wallet,
} from 'lucide-react';
import { ADMIN_CATALOGS } from '../i18n/catalogs/admin';

const home = { label: 'menu.home', path: 'home', portal: 'member_portal', icon: House };

/**
 * The side menu on /admin/dashboard pages (spec "Dashboard shell"), exposed as `./menu` for the shell's
 * frame: an admin's own links, and on an association they administer that association's pages.
 */
export const menu: PortalMenu = {
  catalogs: ADMIN_CATALOGS,
  items: [
    home,
    { label: 'menu.yourAssociations', path: 'associations', icon: Landmark },
    { label: 'menu.yourTransactions', path: 'transactions', portal: 'member_portal', icon: Receipt },
    { label: 'menu.yourMemberships', path: 'memberships', portal: 'member_portal', icon: IdCard },
  ],
  associationItems: [
    home,
    { label: 'menu.associationProfile', path: 'associations/:associationId', icon: Landmark },
    { label: 'menu.dashboard', path: 'associations/:associationId/dashboard', icon: LayoutDashboard },
    { label: 'menu.membershipTypes', path: 'associations/:associationId/membership-types', icon: ListChecks },
    { label: 'menu.members', path: 'associations/:associationId/members', icon: Users },
    { label: 'menu.events', path: 'associations/:associationId/events', icon: CalendarDays },
    {
      label: 'menu.transactions',
      children: [
        { label: 'menu.onlineTransactions', path: 'associations/:associationId/transactions/online', icon: CreditCard },
        { label: 'menu.offlineTransactions', path: 'associations/:associationId/transactions/offline', icon: Wallet },
      ],
    },
  ],
};
