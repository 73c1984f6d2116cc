import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type Membership } from '@alumni/shared/contracts';
import { screen, waitFor, within, expectLinks, makeMembership } from '@alumni/shared/testing';
import { ADA, apiError, confirmYes, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';

const membership = (fields: Partial<Membership> = {}) =>
  makeMembership({ user: { ...ADA, email_verified: true }, ...fields });

beforeEach(() => useSession.getState().setUser(null));

describe('Your Memberships', () => {
  it('shows association, type, serial and validity with a Lifetime or Expired badge', async () => {
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
            status: 'expired',
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
    expect(within(cards[0]).getByText('Lifetime')).toBeInTheDocument();
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

  it('downloads the certificate PDF at once (no confirmation) and links its verification page', async () => {
    // jsdom has no object URLs; the download hands the blob to one.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:certificate'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const verifyUrl = `https://alumni.example.org/verify/${'a'.repeat(32)}`;
    const get = mockGet({
      '/auth/user/memberships/': { results: [membership({ verify_url: verifyUrl })] },
      '/memberships/5/certificate/': () => pdf,
    });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(clicked).toEqual(['membership-certificate.pdf blob:certificate']));
    expect(get).toHaveBeenCalledWith('/memberships/5/certificate/', { responseType: 'blob' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'verification page' })).toHaveAttribute('href', verifyUrl);
    click.mockRestore();
  });

  it('shows the server’s message when a download is refused (its JSON read from the Blob)', async () => {
    const body = new Blob([JSON.stringify({ message: 'Please wait 12 minutes.', code: 'RATE_LIMITED' })]);
    // jsdom's Blob has no text() (every browser's has): read it as the browser would.
    Object.assign(body, {
      text: () =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(body);
        }),
    });
    mockGet({
      '/auth/user/memberships/': { results: [membership()] },
      // A file request's error body is a Blob, as axios gives it with responseType blob.
      '/memberships/5/certificate/': () => apiError(429, body as unknown as Record<string, unknown>),
    });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText('Please wait 12 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'verification page' })).not.toBeInTheDocument();
  });

  it('points to the associations when there are no memberships', async () => {
    mockGet({ '/auth/user/memberships/': { results: [] } });
    renderAt('/user/dashboard/memberships');
    expect(await screen.findByText('You have no memberships yet.')).toBeInTheDocument();
    expectLinks([['Browse associations', '/associations']]);
  });

  const general = { id: 4, name: 'General Member', short_name: 'GM', fee: 500, duration_month: 12 };
  const offeredType = (fields: { id: number; name: string; fee: number }) => ({
    short_name: 'X',
    description: '',
    duration_month: 12,
    alumni_association: 1,
    member_count: 0,
    ...fields,
  });
  const expiring = membership({ id: 6, membership_type: general, end_date: '2026-12-10', status: 'expiring' });

  it('offers Renew on an expiring or expired membership only, and shows the status with the end date', async () => {
    mockGet({
      '/auth/user/memberships/': {
        results: [
          membership(),
          expiring,
          membership({ id: 7, membership_type: general, end_date: '2027-12-10', status: 'active' }),
          membership({ id: 8, membership_type: general, end_date: '2025-12-10', status: 'expired' }),
        ],
      },
    });
    renderAt('/user/dashboard/memberships');
    await screen.findByRole('article', { name: 'Ideal School Alumni Association: Life Member' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).queryByRole('button', { name: /Renew/ }) !== null)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(within(cards[1]).getByText('Expiring')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/10\/12\/2026/)).toBeInTheDocument();
  });

  it("opens the renewal of the reminder mail's link (?renew=), and only for a membership that can be renewed", async () => {
    mockGet({
      '/auth/user/memberships/': { results: [membership(), expiring] },
      '/associations/1/membership-types/': { results: [offeredType({ id: 4, name: 'General Member', fee: 500 })] },
    });
    renderAt('/user/dashboard/memberships?renew=6');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Membership type' })).toHaveValue('4');
  });

  it('leaves the page as it is for a ?renew= of a membership that cannot be renewed', async () => {
    mockGet({ '/auth/user/memberships/': { results: [membership(), expiring] } });
    renderAt('/user/dashboard/memberships?renew=5');
    await screen.findByRole('article', { name: 'Ideal School Alumni Association: Life Member' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renews with the same type by default, offline, in two clicks', async () => {
    mockGet({
      '/auth/user/memberships/': { results: [expiring] },
      '/associations/1/membership-types/': {
        results: [
          offeredType({ id: 3, name: 'Life Member', fee: 5000 }),
          offeredType({ id: 4, name: 'General Member', fee: 500 }),
        ],
      },
    });
    const post = mockMethod('post', { id: 9, transaction_id: 'TXN-9', payment_url: null });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Renew/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Membership type' })).toHaveValue('4');
    await user.click(within(dialog).getByText('I already paid offline or through other method'));
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(/the association approves your offline payment/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/memberships/6/renew/', {
      membership_type: 4,
      offline: true,
      base_url: `${window.location.origin}/`,
    });
  });

  it('renews offline with what the member says of the payment, checked as on the application form', async () => {
    mockGet({
      '/auth/user/memberships/': { results: [expiring] },
      '/associations/1/membership-types/': { results: [offeredType({ id: 4, name: 'General Member', fee: 500 })] },
    });
    const post = mockMethod('post', { id: 9, transaction_id: 'TXN-9', payment_url: null });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Renew/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Membership type' });
    expect(within(dialog).queryByLabelText('Transaction id')).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('I already paid offline or through other method'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid through' }), 'bKash');
    await user.type(within(dialog).getByLabelText('Transaction id'), 'RNW7CD12EF');
    await user.type(within(dialog).getByLabelText('Date paid'), '2026-11-20');
    await user.type(within(dialog).getByLabelText('Phone you paid from'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await within(dialog).findByText(/Enter a Bangladeshi mobile number/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Phone you paid from'));
    await user.type(within(dialog).getByLabelText('Phone you paid from'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(/the association approves your offline payment/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/memberships/6/renew/', {
      membership_type: 4,
      offline: true,
      claim: { method: 'bKash', reference: 'RNW7CD12EF', paid_on: '2026-11-20', phone: '01712345678' },
      base_url: `${window.location.origin}/`,
    });
  });

  it("offers the association's other types when the membership's type is retired", async () => {
    mockGet({
      '/auth/user/memberships/': { results: [expiring] },
      '/associations/1/membership-types/': {
        results: [
          offeredType({ id: 11, name: 'Yearly', fee: 600 }),
          offeredType({ id: 12, name: 'Patron', fee: 9000 }),
        ],
      },
    });
    const post = mockMethod('post', { id: 9, transaction_id: 'TXN-9', payment_url: null });
    const { user } = renderAt('/user/dashboard/memberships');
    await user.click(await screen.findByRole('button', { name: /Renew/ }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: 'Membership type' });
    expect(within(dialog).getByText(/General Member is no longer offered/)).toBeInTheDocument();
    expect(select).toHaveValue('11');
    await user.selectOptions(select, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Renew and pay' }));
    await screen.findByText('Your membership is renewed.');
    expect(post).toHaveBeenCalledWith(
      '/memberships/6/renew/',
      expect.objectContaining({ membership_type: 12, offline: false }),
    );
  });
});
