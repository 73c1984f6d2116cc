import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type Transaction } from '@alumni/shared/contracts';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { screen, within } from '@alumni/shared/testing';
import { MEMBER_CATALOGS } from '../../../i18n/catalogs/member';
import { memberBn } from '../../../i18n/catalogs/member/bn';
import { ADA, mockGet, renderAt } from '../../../testing/fixtures';

const paid: Transaction = {
  id: 1,
  user: ADA,
  transaction_id: 'TXN-1',
  platform_transaction_id: null,
  transaction_date: '2025-03-05T08:00:00Z',
  transaction_method: null,
  created_at: '2025-03-04T10:15:00Z',
  amount: 12000,
  currency: 'BDT',
  success: true,
  status: 'success',
  offline: true,
  proof_document: null,
  refund: null,
  membership_request: {
    id: 1,
    alumni_association: { id: 1, name: 'আইডিয়াল স্কুল অ্যালামনাই' },
    membership_type: { id: 2, name: 'সাধারণ সদস্য' },
    renewal_of: null,
  },
};

beforeAll(() => MEMBER_CATALOGS.load('bn'));
beforeEach(() => useSession.getState().setUser(null));

describe('Your Transactions in Bangla', () => {
  it('heads the table from the Bangla catalog; amount and date in Bangla digits', async () => {
    mockGet({ '/auth/user/transactions/memberships/': { count: 1, results: [paid] } });
    renderAt('/user/dashboard/transactions', undefined, { language: 'bn' });
    expect(await screen.findByRole('heading', { name: memberBn['transactions.title'] })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: memberBn['transactions.label'] });
    const [head, row] = within(table).getAllByRole('row');
    for (const id of ['id', 'association', 'type', 'amount', 'date', 'payment', 'status'] as const) {
      expect(within(head).getByText(memberBn[`transactions.column.${id}`])).toBeInTheDocument();
    }
    expect(within(row).getByText('৳ ১২,০০০')).toBeInTheDocument();
    expect(within(row).getByText(formatMoney(12000, { language: 'bn' }))).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2025-03-05T08:00:00Z', 'bn'))).toBeInTheDocument();
    expect(formatDateTime('2025-03-05T08:00:00Z', 'bn')).toMatch(/০৫/);
    expect(within(row).getByText(memberBn['transactions.offline'])).toBeInTheDocument();
  });

  it('says there are none in Bangla', async () => {
    mockGet({ '/auth/user/transactions/memberships/': { count: 0, results: [] } });
    renderAt('/user/dashboard/transactions', undefined, { language: 'bn' });
    expect(await screen.findByText(memberBn['transactions.empty'])).toBeInTheDocument();
  });
});
