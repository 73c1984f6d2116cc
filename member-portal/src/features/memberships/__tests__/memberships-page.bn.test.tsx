import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type Membership } from '@alumni/shared/contracts';
import { formatDate, formatMoney } from '@alumni/shared/format';
import { makeMembership, screen, within } from '@alumni/shared/testing';
import { MEMBER_CATALOGS } from '../../../i18n/catalogs/member';
import { memberBn } from '../../../i18n/catalogs/member/bn';
import { ADA, mockGet, renderAt } from '../../../testing/fixtures';

const membership = (fields: Partial<Membership> = {}) =>
  makeMembership({
    alumni_association: { id: 1, name: 'আইডিয়াল স্কুল অ্যালামনাই', logo: null, website: null },
    membership_type: { id: 3, name: 'আজীবন সদস্য', short_name: 'LM', fee: 5000, duration_month: 1200 },
    user: { ...ADA, email_verified: true },
    ...fields,
  });

const expired = membership({
  id: 6,
  membership_type: { id: 4, name: 'সাধারণ সদস্য', short_name: 'GM', fee: 1200, duration_month: 12 },
  start_date: '2022-01-01',
  end_date: '2022-12-31',
  is_active: false,
  status: 'expired',
});

beforeAll(() => MEMBER_CATALOGS.load('bn'));
beforeEach(() => useSession.getState().setUser(null));

describe('Your Memberships in Bangla', () => {
  it('shows the title, the cards’ labels and buttons from the Bangla catalog, dates in Bangla digits', async () => {
    mockGet({ '/auth/user/memberships/': { results: [membership(), expired] } });
    renderAt('/user/dashboard/memberships', undefined, { language: 'bn' });
    expect(await screen.findByRole('heading', { name: memberBn['memberships.title'] })).toBeInTheDocument();
    expect(screen.getByText(memberBn['memberships.description'])).toBeInTheDocument();
    const [life, old] = await screen.findAllByRole('article');
    expect(within(life).getByText(memberBn['memberships.card.type'])).toBeInTheDocument();
    expect(within(life).getByText(memberBn['memberships.card.validity'])).toBeInTheDocument();
    expect(within(life).getByText(`১৫/০১/২০২৪ – ${memberBn['memberships.card.lifetime']}`)).toBeInTheDocument();
    expect(
      within(old).getByText(`${formatDate('2022-01-01', 'bn')} – ${formatDate('2022-12-31', 'bn')}`),
    ).toBeInTheDocument();
    // Renew only on the expired one; download and mail on both.
    expect(within(old).getByRole('button', { name: memberBn['memberships.card.renew'] })).toBeInTheDocument();
    expect(within(life).queryByRole('button', { name: memberBn['memberships.card.renew'] })).not.toBeInTheDocument();
    expect(within(life).getByRole('button', { name: memberBn['memberships.card.download'] })).toBeInTheDocument();
    expect(within(life).getByRole('button', { name: memberBn['memberships.card.request'] })).toBeInTheDocument();
    expect(screen.queryByText('Validity')).not.toBeInTheDocument();
  });

  it('opens the renewal in Bangla with the fee in Bangla digits', async () => {
    mockGet({
      '/auth/user/memberships/': { results: [expired] },
      '/associations/1/membership-types/': {
        results: [{ ...expired.membership_type, description: '', alumni_association: 1, member_count: 0 }],
      },
    });
    const { user } = renderAt('/user/dashboard/memberships', undefined, { language: 'bn' });
    await user.click(await screen.findByRole('button', { name: memberBn['memberships.card.renew'] }));
    const dialog = await screen.findByRole('dialog', { name: memberBn['memberships.renew.title'] });
    const option = await within(dialog).findByRole('option');
    expect(option).toHaveTextContent(`সাধারণ সদস্য · ${formatMoney(1200, { language: 'bn' })}`);
    expect(option).toHaveTextContent('৳ ১,২০০');
    expect(
      within(dialog).getByRole('button', { name: memberBn['memberships.renew.submitOnline'] }),
    ).toBeInTheDocument();
  });

  it('says there are none in Bangla', async () => {
    mockGet({ '/auth/user/memberships/': { results: [] } });
    renderAt('/user/dashboard/memberships', undefined, { language: 'bn' });
    expect(await screen.findByText(memberBn['memberships.empty'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: memberBn['memberships.browse'] })).toHaveAttribute('href', '/associations');
  });
});
