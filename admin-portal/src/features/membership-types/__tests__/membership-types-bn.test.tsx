import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { type MembershipType } from '@alumni/shared/contracts';
import { screen } from '@alumni/shared/testing';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { adminBn as bn } from '../../../i18n/catalogs/admin/bn';
import { ok, renderAdminIn, signInAdmin } from '../../../test-utils';

const life: MembershipType = {
  id: 2,
  name: 'Life Member',
  short_name: 'LM',
  description: 'For life.',
  fee: 10000,
  duration_month: 1200,
  alumni_association: 7,
  member_count: 1500,
};

jest.setTimeout(20_000);
beforeAll(() => ADMIN_CATALOGS.load('bn'));
beforeEach(signInAdmin);

describe('Membership types, in Bangla', () => {
  it('lists the types in Bangla with the fee in Bangla digits', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ results: [life] }));
    renderAdminIn('bn', '/admin/dashboard/associations/7/membership-types');
    expect(await screen.findByRole('heading', { name: bn['types.title'] })).toBeInTheDocument();
    expect(screen.getByText(bn['types.intro'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['common.add'] })).toBeInTheDocument();
    const row = (await screen.findAllByRole('row'))[1];
    expect(row).toHaveTextContent('৳ ১০,০০০');
    expect(screen.getByRole('columnheader', { name: bn['types.shortName'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Life Member দেখুন' })).toHaveTextContent(bn['types.view']);
  });

  it('shows one type and its form in Bangla', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(life));
    const { user } = renderAdminIn('bn', '/admin/dashboard/associations/7/memberships/2');
    expect(await screen.findByText(bn['types.adminControl'])).toBeInTheDocument();
    expect(screen.getByText(bn['types.durationMonths'])).toBeInTheDocument();
    expect(screen.getByText('১,৫০০')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: bn['common.update'] }));
    expect(await screen.findByRole('heading', { name: bn['types.updateTitle'] })).toBeInTheDocument();
    expect(screen.getByText(bn['types.durationHint'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['common.cancel'] })).toBeInTheDocument();
  });
});
