import { describe, expect, it } from '@jest/globals';
import { resolveMenu, type ResolvedEntry } from '@alumni/shared/portals';
import { CalendarDays, FileText, House, IdCard, Landmark, Receipt } from 'lucide-react';
import { menu } from '../menu';

const lines = (entries: ResolvedEntry[]) => entries.map((e) => ('to' in e ? `${e.label} ${e.to}` : e.label));

describe('the member portal menu', () => {
  it('gives a regular user the user menu with Association Requests', () => {
    expect(lines(resolveMenu(menu, 'member_portal', { role: 'member' }))).toEqual([
      'Home /user/dashboard/home',
      'Association Requests /user/dashboard/association-requests',
      'Your Transactions /user/dashboard/transactions',
      'Your Memberships /user/dashboard/memberships',
      'My Events /user/dashboard/events',
    ]);
  });

  it('gives an admin Your Associations instead of Association Requests', () => {
    expect(lines(resolveMenu(menu, 'member_portal', { role: 'admin' }))).toEqual([
      'Home /user/dashboard/home',
      'Your Associations /admin/dashboard/associations',
      'Your Transactions /user/dashboard/transactions',
      'Your Memberships /user/dashboard/memberships',
      'My Events /user/dashboard/events',
    ]);
  });

  it('puts an icon beside each link', () => {
    const icons = resolveMenu(menu, 'member_portal', { role: 'member' }).map((e) => 'to' in e && e.icon);
    expect(icons).toEqual([House, FileText, Receipt, IdCard, CalendarDays]);
    expect(resolveMenu(menu, 'member_portal', { role: 'admin' })[1]).toMatchObject({ icon: Landmark });
  });
});
