import type { PortalMenu } from '@alumni/shared/portals';
import { ArrowLeftRight, House, Landmark, ListChecks, Mail } from 'lucide-react';
import { SUPERADMIN_CATALOGS, type SuperadminMessageId } from '../i18n/catalogs/superadmin';

const label = (id: SuperadminMessageId) => id;

/**
 * The super admin's side menu (spec "Dashboard shell"), exposed as `./menu` for the shell's frame; each label is
 * an id of the superadmin catalog, shown in the page's language.
 */
export const menu: PortalMenu = {
  catalogs: SUPERADMIN_CATALOGS,
  items: [
    { label: label('menu.home'), path: 'home', icon: House },
    {
      label: label('menu.manageAssociations'),
      children: [
        { label: label('menu.allAssociations'), path: 'associations', icon: Landmark },
        { label: label('menu.pendingAssociations'), path: 'associations/pending', icon: ArrowLeftRight },
      ],
    },
    // The Get in Touch inbox (MessagesPage); not in the spec's menu list.
    { label: label('menu.messages'), path: 'messages', icon: Mail },
    // Background jobs (mail delivery, refunds, housekeeping): failed ones with their error and Retry.
    { label: label('menu.jobs'), path: 'jobs', icon: ListChecks },
  ],
};
