import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { resolveMenu, type ResolvedEntry } from '@alumni/shared/portals';
import { screen } from '@alumni/shared/testing';
import { menu } from '../../app/menu';
import { ok, renderSuperAdminAt, signInSuperAdmin } from '../../test-utils';
import { SUPERADMIN_CATALOGS } from '../catalogs/superadmin';
import { superadminBn } from '../catalogs/superadmin/bn';
import { superadminEn } from '../catalogs/superadmin/en';

const labels = (entries: ResolvedEntry[]): string[] =>
  entries.flatMap((e) => ('to' in e ? [e.label] : [e.label, ...labels(e.children)]));

beforeEach(signInSuperAdmin);

describe('the superadmin catalog', () => {
  // First in this file: nothing here has asked for Bangla yet.
  it('is not fetched in Bangla on an English page', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
    renderSuperAdminAt('/superAdmin/dashboard/associations/pending');
    expect(await screen.findByText(superadminEn['requests.pendingEmpty'])).toBeInTheDocument();
    expect(SUPERADMIN_CATALOGS.isLoaded('bn')).toBe(false);
  });

  it('labels the side menu in Bangla once its Bangla texts have come', async () => {
    await SUPERADMIN_CATALOGS.load('bn');
    expect(labels(resolveMenu(menu, 'superadmin_portal', { role: 'super-admin' }, 'bn'))).toEqual([
      superadminBn['menu.home'],
      superadminBn['menu.manageAssociations'],
      superadminBn['menu.allAssociations'],
      superadminBn['menu.pendingAssociations'],
      superadminBn['menu.messages'],
      superadminBn['menu.jobs'],
    ]);
    expect(labels(resolveMenu(menu, 'superadmin_portal', { role: 'super-admin' }, 'en'))[0]).toBe('Home');
  });
});
