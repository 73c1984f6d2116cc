import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type Membership } from '@alumni/shared/contracts';
import { screen, within } from '@alumni/shared/testing';
import { apiError, confirmYes, mockGet, renderAt } from '../../../testing/fixtures';

const membership = (fields: Partial<Membership> = {}): Membership => ({
  id: 5,
  alumni_association: { id: 1, name: 'Ideal School Alumni Association', logo: null, website: null },
  institute: 'School',
  batch: '2008',
  roll_number: '12',
  membership_type: { id: 3, name: 'Life Member', short_name: 'LM', fee: 5000, duration_month: 1200 },
  serial: 42,
  start_date: '2024-01-15',
  end_date: null,
  is_active: true,
  user: {
    id: 7,
    public_handle: 'ada-lovelace-7kq2m9x4',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    email_verified: true,
  },
  ...fields,
});

beforeEach(() => useSession.getState().setUser(null));

describe('Your Memberships', () => {
  it('shows association, type, serial and validity with an Active or Expired badge', async () => {
    mockGet({
      '/auth/user/memberships/': {
        results: [
          membership(),
          membership({
            id: 6,
            serial: 7,
            membership_type: { id: 4, name: 'General Member', short_name: 'GM', fee: 500, duration_month: 12 },
            start_date: '2022-01-01',
            end_date: '2022-12-31',
            is_active: false,
          }),
        ],
      },
    });
    renderAt('/user/dashboard/memberships');
    await screen.findByRole('article', { name: 'Ideal School Alumni Association: Life Member' });
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]).getByText('General Member')).toBeInTheDocument();
    expect(within(cards[0]).getByText('LM-0042')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/15\/01\/2024 – Lifetime/)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
    expect(within(cards[1]).getByText('GM-0007')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/01\/01\/2022 – 31\/12\/2022/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Expired')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'Ideal School Alumni Association logo' })).toBeInTheDocument();
  });

  it('requests a certificate by e-mail and says so', async () => {
    const get = mockGet({
      '/auth/user/memberships/': { results: [membership()] },
      '/memberships/5/get-certificate/': {
        message: 'Certificate sent to your email successfully. Please check your email to download the certificate.',
      },
    });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Request Certificate/ }));
    await confirmYes(user);
    expect(
      await screen.findByText(
        'Certificate sent to your email successfully. Please check your email to download the certificate.',
      ),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/memberships/5/get-certificate/');
  });

  it('shows the queued message of a 503 MAIL_QUEUED answer, and "There is an error." without a message', async () => {
    let answer: Error = apiError(503, {
      message: 'We could not reach the mail server, so your certificate is queued and will be e-mailed to you shortly.',
      code: 'MAIL_QUEUED',
    });
    mockGet({
      '/auth/user/memberships/': { results: [membership()] },
      '/memberships/5/get-certificate/': () => answer,
    });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Request Certificate/ }));
    await confirmYes(user);
    expect(
      await screen.findByText(/your certificate is queued and will be e-mailed to you shortly/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    answer = apiError(500, {});
    await user.click(screen.getByRole('button', { name: /Request Certificate/ }));
    await confirmYes(user);
    expect(await screen.findByText('There is an error.')).toBeInTheDocument();
  });

  it('points to the associations when there are no memberships', async () => {
    mockGet({ '/auth/user/memberships/': { results: [] } });
    renderAt('/user/dashboard/memberships');
    expect(await screen.findByText('You have no memberships yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse associations' })).toHaveAttribute('href', '/associations');
  });
});
