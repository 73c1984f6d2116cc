import { describe, expect, it } from '@jest/globals';
import { rolesOf } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { associationIdInPath, sideMenuFor } from '../side-menu-items';

const base = { email: 'a@b.co', is_superuser: false, association_admins: [] } as unknown as User;
const admin = {
  ...base,
  association_admins: [{ designation: 'President', alumni_association: { id: 7, name: 'Dhaka College', logo: null } }],
} as User;
const superAdmin = { ...base, is_superuser: true } as User;

const flatten = (entries: ReturnType<typeof sideMenuFor>) =>
  entries.flatMap((entry) =>
    'children' in entry
      ? [`${entry.label}:`, ...entry.children.map((c) => `  ${c.label} ${c.to}`)]
      : [`${entry.label} ${entry.to}`],
  );

describe('sideMenuFor', () => {
  it('gives a regular user the user menu with Association Requests', () => {
    expect(flatten(sideMenuFor('/user/dashboard/home', base, rolesOf(base)))).toEqual([
      'Home /user/dashboard/home',
      'Association Requests /user/dashboard/association-requests',
      'Your Transactions /user/dashboard/transactions',
      'Your Memberships /user/dashboard/memberships',
    ]);
  });

  it('gives an admin Your Associations instead of Association Requests', () => {
    expect(flatten(sideMenuFor('/admin/dashboard/associations', admin, rolesOf(admin)))).toEqual([
      'Home /user/dashboard/home',
      'Your Associations /admin/dashboard/associations',
      'Your Transactions /user/dashboard/transactions',
      'Your Memberships /user/dashboard/memberships',
    ]);
  });

  it('gives an admin on their association page the association menu', () => {
    expect(flatten(sideMenuFor('/admin/dashboard/associations/7/members', admin, rolesOf(admin)))).toEqual([
      'Home /user/dashboard/home',
      'Association Profile /admin/dashboard/associations/7',
      'Membership Types /admin/dashboard/associations/7/membership-types',
      'Members /admin/dashboard/associations/7/members',
      'Transactions:',
      '  Online Transactions /admin/dashboard/associations/7/transactions/online',
      '  Offline Transactions /admin/dashboard/associations/7/transactions/offline',
    ]);
  });

  it('keeps the user menu on an association the admin does not manage', () => {
    expect(sideMenuFor('/admin/dashboard/associations/8', admin, rolesOf(admin))[1]).toEqual({
      label: 'Your Associations',
      to: '/admin/dashboard/associations',
    });
  });

  it('gives the super admin only the super admin menu', () => {
    expect(flatten(sideMenuFor('/superAdmin/dashboard/associations/7', superAdmin, rolesOf(superAdmin)))).toEqual([
      'Home /superAdmin/dashboard/home',
      'Manage Associations:',
      '  All Associations /superAdmin/dashboard/associations',
      '  Pending Associations /superAdmin/dashboard/associations/pending',
    ]);
  });
});

describe('associationIdInPath', () => {
  it('finds numeric association ids only', () => {
    expect(associationIdInPath('/admin/dashboard/associations/12/update')).toBe(12);
    expect(associationIdInPath('/admin/dashboard/associations/12')).toBe(12);
    expect(associationIdInPath('/user/dashboard/associations/register')).toBeUndefined();
    expect(associationIdInPath('/admin/dashboard/associations')).toBeUndefined();
  });
});
