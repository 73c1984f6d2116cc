import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { type Transaction } from '@alumni/shared/contracts';
import { screen, waitFor, within } from '@alumni/shared/testing';
import { ADA, apiError, location, mockGet, renderAt } from '../../../testing/fixtures';

const transaction = (id: number, fields: Partial<Transaction> = {}): Transaction => ({
  id,
  user: ADA,
  transaction_id: `TXN-${id}`,
  platform_transaction_id: null,
  transaction_date: null,
  transaction_method: null,
  created_at: '2025-03-04T10:15:00Z',
  amount: 1200,
  currency: 'BDT',
  success: false,
  status: 'pending',
  offline: false,
  proof_document: null,
  refund: null,
  membership_request: {
    id: 1,
    alumni_association: { id: 1, name: 'Ideal School Alumni' },
    membership_type: { id: 2, name: 'General Member' },
    renewal_of: null,
  },
  ...fields,
});

beforeEach(() => useSession.getState().setUser(null));

describe('Your Transactions', () => {
  it('lists id, association, type, amount, date, payment kind and status', async () => {
    mockGet({
      '/auth/user/transactions/memberships/': {
        count: 3,
        results: [
          transaction(1, {
            success: true,
            status: 'success',
            offline: true,
            amount: 19.99,
            transaction_date: '2025-03-05T08:00:00Z',
          }),
          transaction(2),
          transaction(3, { status: 'failed' }),
        ],
      },
    });
    renderAt('/user/dashboard/transactions');
    const rows = within(await screen.findByRole('table', { name: 'Your transactions' })).getAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByText('TXN-1')).toBeInTheDocument();
    expect(first.getByText('Ideal School Alumni')).toBeInTheDocument();
    expect(first.getByText('General Member')).toBeInTheDocument();
    expect(first.getByText('৳ 19.99')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2025-03-05T08:00:00Z'))).toBeInTheDocument();
    expect(first.getByText('Offline')).toBeInTheDocument();
    expect(first.getByText('Approved')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Online')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]).getByText('৳ 1,200')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Failed')).toBeInTheDocument();
    // The phone layout: one card per transaction with the same facts.
    const cards = within(screen.getByRole('list', { name: 'Your transactions' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('৳ 19.99')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Approved')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Offline')).toBeInTheDocument();
  });

  it('shows a second payment given back: Refunded, the sum and the provider’s reference, in both layouts', async () => {
    mockGet({
      '/auth/user/transactions/memberships/': {
        count: 2,
        results: [
          transaction(5, {
            status: 'refunded',
            amount: 800,
            refund: { amount: 800, reference: 'SBX-REFUND-TXN-5', refunded_at: '2026-11-24T00:10:00Z', reason: null },
          }),
          transaction(4, { status: 'success', success: true, amount: 800 }),
        ],
      },
    });
    renderAt('/user/dashboard/transactions');
    const rows = within(await screen.findByRole('table', { name: 'Your transactions' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Refunded — ৳ 800, reference SBX-REFUND-TXN-5')).toBeInTheDocument();
    expect(within(rows[2]).queryByText(/Refunded/)).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your transactions' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Refunded — ৳ 800, reference SBX-REFUND-TXN-5')).toBeInTheDocument();
  });

  it('says "Test payments" while the site takes payments in test mode, and nothing with live ones', async () => {
    for (const payments of ['test', 'live'] as const) {
      const get = mockGet({
        '/auth/user/transactions/memberships/': { count: 0, results: [] },
        '/health': { status: 'ok', database: 'ok', payments },
      });
      const { unmount } = renderAt('/user/dashboard/transactions');
      expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
      await waitFor(() => expect(get).toHaveBeenCalledWith('/health'));
      if (payments === 'test') expect(await screen.findByText('Test payments')).toBeInTheDocument();
      else expect(screen.queryByText('Test payments')).not.toBeInTheDocument();
      unmount();
      get.mockRestore();
    }
  });

  it('loads 50 a page by default and really loads the page a pagination link points to', async () => {
    const get = mockGet({
      '/auth/user/transactions/memberships/': (_url: string, _body: unknown, config: unknown) => {
        const { page } = (config as { params: { page: number } }).params;
        return { count: 120, results: [transaction(page * 100)] };
      },
    });
    const { user } = renderAt('/user/dashboard/transactions');
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    expect(within(table).getByText('TXN-100')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/auth/user/transactions/memberships/', { params: { page: 1, limit: 50 } });
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(
      await within(screen.getByRole('table', { name: 'Your transactions' })).findByText('TXN-300'),
    ).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/auth/user/transactions/memberships/', { params: { page: 3, limit: 50 } });
    await waitFor(() => expect(location()).toBe('/user/dashboard/transactions?page=3'));
  });

  it('honours limit from the URL and says when there are none', async () => {
    const get = mockGet({ '/auth/user/transactions/memberships/': { count: 0, results: [] } });
    renderAt('/user/dashboard/transactions?limit=10');
    expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/user/transactions/memberships/', { params: { page: 1, limit: 10 } });
  });

  it('shows a readable error when the list fails', async () => {
    mockGet({
      '/auth/user/transactions/memberships/': apiError(500, {
        message: 'Something went wrong on our side.',
        code: 'INTERNAL',
      }),
    });
    renderAt('/user/dashboard/transactions');
    expect(await screen.findByText('Your transactions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
  });
});
