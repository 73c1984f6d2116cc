import { describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { resolveMenu } from '@alumni/shared/portals';
import { screen } from '@alumni/shared/testing';
import { menu } from '../../app/menu';
import { mockGet, renderAt } from '../../testing/fixtures';
import { MEMBER_CATALOGS } from '../catalogs/member';
import { memberBn } from '../catalogs/member/bn';
import { memberEn } from '../catalogs/member/en';

describe('the member catalog', () => {
  // First in this file: nothing here has asked for Bangla yet.
  it('is not fetched in Bangla on an English page', async () => {
    useSession.getState().setUser(null);
    mockGet({ '/auth/user/memberships/': { results: [] } });
    renderAt('/user/dashboard/memberships');
    expect(await screen.findByText(memberEn['memberships.empty'])).toBeInTheDocument();
    expect(MEMBER_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('labels the side menu in Bangla once its Bangla texts have come', async () => {
    await MEMBER_CATALOGS.load('bn');
    const labels = resolveMenu(menu, 'member_portal', { role: 'member' }, 'bn').map((entry) => entry.label);
    expect(labels).toEqual([
      memberBn['menu.home'],
      memberBn['menu.associationRequests'],
      memberBn['menu.transactions'],
      memberBn['menu.memberships'],
      memberBn['menu.events'],
    ]);
    expect(resolveMenu(menu, 'member_portal', { role: 'admin' }, 'bn')[1].label).toBe(
      memberBn['menu.yourAssociations'],
    );
    // English stays as it was.
    expect(resolveMenu(menu, 'member_portal', { role: 'member' }, 'en')[0].label).toBe('Home');
  });
});
