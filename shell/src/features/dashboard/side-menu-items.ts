import type { SessionRoles } from '@alumni/shared';
import type { User } from '@alumni/shared/contracts';

export type MenuLink = { label: string; to: string };
export type MenuGroup = { label: string; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const ASSOCIATION_IN_PATH = /\/associations\/(\d+)(?:\/|$)/;

/** The association id in a path like /admin/dashboard/associations/7/members. */
export function associationIdInPath(pathname: string): number | undefined {
  const match = ASSOCIATION_IN_PATH.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** The association of the current page when the user administers it (spec "Dashboard shell"). */
export function managedAssociationInPath(pathname: string, user: User | null) {
  const id = associationIdInPath(pathname);
  if (id === undefined) return undefined;
  return user?.association_admins.find((entry) => entry.alumni_association.id === id)?.alumni_association;
}

/** The three role-based side menus, exactly as the spec lists them. */
export function sideMenuFor(pathname: string, user: User | null, roles: SessionRoles): MenuEntry[] {
  if (roles.isSuperAdmin) {
    return [
      { label: 'Home', to: '/superAdmin/dashboard/home' },
      {
        label: 'Manage Associations',
        children: [
          { label: 'All Associations', to: '/superAdmin/dashboard/associations' },
          { label: 'Pending Associations', to: '/superAdmin/dashboard/associations/pending' },
        ],
      },
    ];
  }

  const association = managedAssociationInPath(pathname, user);
  if (association) {
    const base = `/admin/dashboard/associations/${association.id}`;
    return [
      { label: 'Home', to: '/user/dashboard/home' },
      { label: 'Association Profile', to: base },
      { label: 'Membership Types', to: `${base}/membership-types` },
      { label: 'Members', to: `${base}/members` },
      {
        label: 'Transactions',
        children: [
          { label: 'Online Transactions', to: `${base}/transactions/online` },
          { label: 'Offline Transactions', to: `${base}/transactions/offline` },
        ],
      },
    ];
  }

  return [
    { label: 'Home', to: '/user/dashboard/home' },
    ...(roles.isAdmin ? [] : [{ label: 'Association Requests', to: '/user/dashboard/association-requests' }]),
    ...(roles.isAdmin ? [{ label: 'Your Associations', to: '/admin/dashboard/associations' }] : []),
    { label: 'Your Transactions', to: '/user/dashboard/transactions' },
    { label: 'Your Memberships', to: '/user/dashboard/memberships' },
  ];
}
