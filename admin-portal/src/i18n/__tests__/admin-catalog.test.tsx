import { describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { resolveMenu } from '@alumni/shared/portals';
import { screen } from '@alumni/shared/testing';
import { menu } from '../../app/menu';
import { ok, renderAdminIn, signInAdmin } from '../../test-utils';
import { ADMIN_CATALOGS } from '../catalogs/admin';
import { adminBn } from '../catalogs/admin/bn';
import { adminEn } from '../catalogs/admin/en';

jest.setTimeout(20_000);

describe("the admin portal's catalog", () => {
  // First in this file: nothing has asked for Bangla yet.
  it('leaves the Bangla chunk alone on an English page', async () => {
    signInAdmin();
    jest.spyOn(api, 'get').mockResolvedValue(ok({ results: [] }));
    renderAdminIn('en', '/admin/dashboard/associations/7/membership-types');
    expect(await screen.findByRole('heading', { name: adminEn['types.title'] })).toBeInTheDocument();
    expect(await screen.findByText(adminEn['types.none'])).toBeInTheDocument();
    expect(ADMIN_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('labels the side menu in Bangla once its texts have come', async () => {
    await ADMIN_CATALOGS.load('bn');
    const entries = resolveMenu(menu, 'admin_portal', { role: 'admin', associationId: 7 }, 'bn');
    const labels = entries.flatMap((e) => ('to' in e ? [e.label] : [e.label, ...e.children.map((c) => c.label)]));
    expect(labels).toEqual([
      adminBn['menu.home'],
      adminBn['menu.associationProfile'],
      adminBn['menu.dashboard'],
      adminBn['menu.membershipTypes'],
      adminBn['menu.members'],
      adminBn['menu.events'],
      adminBn['menu.transactions'],
      adminBn['menu.onlineTransactions'],
      adminBn['menu.offlineTransactions'],
    ]);
  });
});
