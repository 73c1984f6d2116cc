import type { PortalMenu } from '@alumni/shared/portals';
import { ArrowLeftRight, House, Landmark, ListChecks, Mail } from 'lucide-react';

/** The super admin's side menu (spec "Dashboard shell"), exposed as `./menu` for the shell's frame. */
export const menu: PortalMenu = {
  items: [
    { label: 'Home', path: 'home', icon: House },
    {
      label: 'Manage Associations',
      children: [
        { label: 'All Associations', path: 'associations', icon: Landmark },
        { label: 'Pending Associations', path: 'associations/pending', icon: ArrowLeftRight },
      ],
    },
    // The Get in Touch inbox (MessagesPage); not in the spec's menu list.
    { label: 'Messages', path: 'messages', icon: Mail },
    // Background jobs (mail delivery, refunds, housekeeping): failed ones with their error and Retry.
    { label: 'Jobs', path: 'jobs', icon: ListChecks },
  ],
};
