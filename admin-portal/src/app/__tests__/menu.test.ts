import { describe, expect, it } from '@jest/globals';
import { resolveMenu, type ResolvedEntry } from '@alumni/shared/portals';
import { CalendarDays, CreditCard, House, Landmark, LayoutDashboard, ListChecks, Users, Wallet } from 'lucide-react';
import { menu } from '../menu';

const lines = (entries: ResolvedEntry[]): string[] =>
  entries.flatMap((e) =>
    'to' in e ? [`${e.label} ${e.to}`] : [`${e.label}:`, ...lines(e.children).map((c) => `  ${c}`)],
  );

describe('the admin portal menu', () => {
  it("gives an admin outside an association the admin's own links", () => {
    expect(lines(resolveMenu(menu, 'admin_portal', { role: 'admin' }))).toEqual([
      'Home /user/dashboard/home',
      'Your Associations /admin/dashboard/associations',
      'Your Transactions /user/dashboard/transactions',
      'Your Memberships /user/dashboard/memberships',
    ]);
  });

  it('gives an admin on their association page the association menu', () => {
    expect(lines(resolveMenu(menu, 'admin_portal', { role: 'admin', associationId: 7 }))).toEqual([
      'Home /user/dashboard/home',
      'Association Profile /admin/dashboard/associations/7',
      'Dashboard /admin/dashboard/associations/7/dashboard',
      'Membership Types /admin/dashboard/associations/7/membership-types',
      'Members /admin/dashboard/associations/7/members',
      'Events /admin/dashboard/associations/7/events',
      'Transactions:',
      '  Online Transactions /admin/dashboard/associations/7/transactions/online',
      '  Offline Transactions /admin/dashboard/associations/7/transactions/offline',
    ]);
  });

  it('puts an icon beside each link', () => {
    const entries = resolveMenu(menu, 'admin_portal', { role: 'admin', associationId: 7 });
    const icons = entries.flatMap((e) => ('to' in e ? [e.icon] : e.children.map((c) => c.icon)));
    expect(icons).toEqual([House, Landmark, LayoutDashboard, ListChecks, Users, CalendarDays, CreditCard, Wallet]);
  });
});
