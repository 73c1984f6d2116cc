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

const home = { label: 'Home', path: 'home', portal: 'member_portal', icon: House };

/**
 * The side menu on /admin/dashboard pages (spec "Dashboard shell"), exposed as `./menu` for the shell's
 * frame: an admin's own links, and on an association they administer that association's pages.
 */
export const menu: PortalMenu = {
  items: [
    home,
    { label: 'Your Associations', path: 'associations', icon: Landmark },
    { label: 'Your Transactions', path: 'transactions', portal: 'member_portal', icon: Receipt },
    { label: 'Your Memberships', path: 'memberships', portal: 'member_portal', icon: IdCard },
  ],
  associationItems: [
    home,
    { label: 'Association Profile', path: 'associations/:associationId', icon: Landmark },
    { label: 'Dashboard', path: 'associations/:associationId/dashboard', icon: LayoutDashboard },
    { label: 'Membership Types', path: 'associations/:associationId/membership-types', icon: ListChecks },
    { label: 'Members', path: 'associations/:associationId/members', icon: Users },
    { label: 'Events', path: 'associations/:associationId/events', icon: CalendarDays },
    {
      label: 'Transactions',
      children: [
        { label: 'Online Transactions', path: 'associations/:associationId/transactions/online', icon: CreditCard },
        { label: 'Offline Transactions', path: 'associations/:associationId/transactions/offline', icon: Wallet },
      ],
    },
  ],
};
