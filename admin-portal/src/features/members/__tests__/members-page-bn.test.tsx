import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, fillText } from '@alumni/shared';
import { type Membership } from '@alumni/shared/contracts';
import { makeMembership, screen, within } from '@alumni/shared/testing';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { adminBn as bn } from '../../../i18n/catalogs/admin/bn';
import { ok, renderAdminIn, signInAdmin } from '../../../test-utils';

const member: Membership = makeMembership({
  id: 1,
  alumni_association: { id: 7, name: 'Dhaka College Alumni', logo: null, website: null },
  roll_number: 'R-1',
  membership_type: { id: 4, name: 'General Member', short_name: 'GM', fee: 1000, duration_month: 12 },
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  period_start: '2026-01-01',
  status: 'active',
  user: {
    id: 101,
    public_handle: 'handle0000000001',
    first_name: 'Karim',
    last_name: 'Hossain',
    email: 'karim@example.com',
    email_verified: true,
  },
});

jest.setTimeout(20_000);
beforeAll(() => ADMIN_CATALOGS.load('bn'));
beforeEach(signInAdmin);

describe('Members, in Bangla', () => {
  it('reads in Bangla: title, count in Bangla digits, search, headers and the end date', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) =>
        String(url).includes('reminder') ? ok({ reminders_enabled: true }) : ok({ count: 1200, results: [member] }),
      );
    renderAdminIn('bn', '/admin/dashboard/associations/7/members');

    expect(await screen.findByRole('heading', { name: bn['members.title'] })).toBeInTheDocument();
    expect(await screen.findByText(fillText(bn['members.countOther'], { count: '১,২০০' }))).toBeInTheDocument();
    expect(screen.getByRole('search', { name: bn['members.searchLabel'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn['members.search'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: bn['members.byBatch'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: bn['members.status.expiring'] })).toBeInTheDocument();
    expect(await screen.findByText(bn['members.reminders'])).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: bn['members.ends'] })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: bn['members.roll'] })).toBeInTheDocument();

    const row = screen.getByRole('link', { name: 'Karim Hossain' }).closest('tr')!;
    expect(within(row).getByText('GM-0042')).toBeInTheDocument();
    expect(within(row).getByText('৩১/১২/২০২৬')).toBeInTheDocument();
  });

  it('says in Bangla when a search finds nobody', async () => {
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) =>
        String(url).includes('reminder') ? ok({ reminders_enabled: false }) : ok({ count: 0, results: [] }),
      );
    renderAdminIn('bn', '/admin/dashboard/associations/7/members?searchBy=batch&searchValue=2010');
    expect(await screen.findByText(bn['members.noMatch'])).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['members.showingBatch'], { value: '2010' }))).toBeInTheDocument();
    expect(screen.getByText(fillText(bn['members.foundOther'], { count: '০' }))).toBeInTheDocument();
  });
});
