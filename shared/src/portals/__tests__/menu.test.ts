import { describe, expect, it } from '@jest/globals';
import { resolveMenu, viewerRole, type PortalMenu } from '../menu';
import { lazyCatalogs } from '../../i18n/lazy-catalogs';

const Icon = () => null;
const menu: PortalMenu = {
  items: [
    { label: 'Home', path: 'home', icon: Icon },
    { label: 'Requests', path: 'requests', roles: ['member'] },
    { label: 'Elsewhere', path: 'associations', portal: 'admin_portal', roles: ['admin'] },
    { label: 'Nowhere', path: 'x', portal: 'no_such_portal' },
    { label: 'Group', children: [{ label: 'Admins only', path: 'a', roles: ['admin'] }] },
  ],
  associationItems: [
    { label: 'Profile', path: 'associations/:associationId' },
    { label: 'Money', children: [{ label: 'Online', path: 'associations/:associationId/transactions/online' }] },
  ],
};

describe('resolveMenu', () => {
  it("makes the paths absolute against the declaring portal's mount point, or the named portal's", () => {
    expect(resolveMenu(menu, 'member_portal', { role: 'admin' })).toEqual([
      { label: 'Home', to: '/user/dashboard/home', icon: Icon },
      { label: 'Elsewhere', to: '/admin/dashboard/associations' },
      { label: 'Group', children: [{ label: 'Admins only', to: '/user/dashboard/a' }] },
    ]);
  });

  it('shows each viewer the entries for their role, dropping a group left empty', () => {
    expect(resolveMenu(menu, 'member_portal', { role: 'member' }).map((e) => e.label)).toEqual(['Home', 'Requests']);
  });

  it('shows the association entries on an association the viewer administers, with its id', () => {
    expect(resolveMenu(menu, 'admin_portal', { role: 'admin', associationId: 7 })).toEqual([
      { label: 'Profile', to: '/admin/dashboard/associations/7' },
      { label: 'Money', children: [{ label: 'Online', to: '/admin/dashboard/associations/7/transactions/online' }] },
    ]);
  });

  it('drops a link that needs an association outside one', () => {
    expect(resolveMenu({ items: menu.associationItems! }, 'admin_portal', { role: 'admin' })).toEqual([]);
  });
});

describe('viewerRole', () => {
  it('is the highest role held', () => {
    const none = { isAuthenticated: false, isAdmin: false, isSuperAdmin: false };
    expect(viewerRole(none)).toBe('visitor');
    expect(viewerRole({ ...none, isAuthenticated: true })).toBe('member');
    expect(viewerRole({ ...none, isAuthenticated: true, isAdmin: true })).toBe('admin');
    expect(viewerRole({ isAuthenticated: true, isAdmin: true, isSuperAdmin: true })).toBe('super-admin');
  });
});

describe('resolveMenu with a catalog', () => {
  it("shows each label in the page's language from the portal's catalog, English where Bangla lacks it", async () => {
    const catalogs = lazyCatalogs(
      { 'menu.home': 'Home', 'menu.money': 'Money', 'menu.online': 'Online' },
      { bn: () => Promise.resolve({ 'menu.home': 'হোম', 'menu.money': 'টাকা', 'menu.online': '' }) },
    );
    const translated: PortalMenu = {
      catalogs,
      items: [
        { label: 'menu.home', path: 'home' },
        { label: 'menu.money', children: [{ label: 'menu.online', path: 'online' }] },
      ],
    };
    const viewer = { role: 'member' } as const;
    expect(resolveMenu(translated, 'member_portal', viewer).map((entry) => entry.label)).toEqual(['Home', 'Money']);
    await catalogs.load('bn');
    expect(resolveMenu(translated, 'member_portal', viewer, 'bn')).toEqual([
      { label: 'হোম', to: '/user/dashboard/home' },
      { label: 'টাকা', children: [{ label: 'Online', to: '/user/dashboard/online' }] },
    ]);
  });
});
