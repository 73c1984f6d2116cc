import { describe, expect, it } from '@jest/globals';
import { resolveMenu, type ResolvedEntry } from '@alumni/shared/portals';
import { ArrowLeftRight, House, Landmark, ListChecks, Mail } from 'lucide-react';
import { menu } from '../menu';

const lines = (entries: ResolvedEntry[]): string[] =>
  entries.flatMap((e) =>
    'to' in e ? [`${e.label} ${e.to}`] : [`${e.label}:`, ...lines(e.children).map((c) => `  ${c}`)],
  );

describe('the super admin portal menu', () => {
  it('gives the super admin only the super admin menu, with the messages inbox', () => {
    expect(lines(resolveMenu(menu, 'superadmin_portal', { role: 'super-admin', associationId: 7 }))).toEqual([
      'Home /superAdmin/dashboard/home',
      'Manage Associations:',
      '  All Associations /superAdmin/dashboard/associations',
      '  Pending Associations /superAdmin/dashboard/associations/pending',
      'Messages /superAdmin/dashboard/messages',
      'Jobs /superAdmin/dashboard/jobs',
    ]);
  });

  it('puts an icon beside each link', () => {
    const entries = resolveMenu(menu, 'superadmin_portal', { role: 'super-admin' });
    const icons = entries.flatMap((e) => ('to' in e ? [e.icon] : e.children.map((c) => c.icon)));
    expect(icons).toEqual([House, Landmark, ArrowLeftRight, Mail, ListChecks]);
  });
});
