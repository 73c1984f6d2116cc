import type { PortalMenu } from '@alumni/shared/portals';
import { CalendarDays, FileText, House, IdCard, Landmark, Receipt } from 'lucide-react';

/** The side menu on /user/dashboard pages (spec "Dashboard shell"), exposed as `./menu` for the shell's frame. */
export const menu: PortalMenu = {
  items: [
    { label: 'Home', path: 'home', icon: House },
    { label: 'Association Requests', path: 'association-requests', icon: FileText, roles: ['member'] },
    { label: 'Your Associations', path: 'associations', portal: 'admin_portal', icon: Landmark, roles: ['admin'] },
    { label: 'Your Transactions', path: 'transactions', icon: Receipt },
    { label: 'Your Memberships', path: 'memberships', icon: IdCard },
    { label: 'My Events', path: 'events', icon: CalendarDays },
  ],
};
