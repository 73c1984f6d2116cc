import type { Transaction } from '@alumni/shared/contracts';

/** An offline payment waiting for approval (General Member of Dhaka College Alumni), numbered `id`. */
export const tx = (id: number, over: Partial<Transaction> = {}): Transaction => ({
  id,
  user: {
    id: 40 + id,
    public_handle: `h${id}`,
    first_name: 'Rahim',
    last_name: `Uddin ${id}`,
    email: `r${id}@example.com`,
  },
  transaction_id: `TXN-${id}`,
  platform_transaction_id: null,
  transaction_date: null,
  transaction_method: null,
  created_at: '2026-01-05T09:30:00Z',
  amount: 1000,
  currency: 'BDT',
  success: false,
  status: 'pending',
  offline: true,
  proof_document: null,
  refund: null,
  membership_request: {
    id: 90 + id,
    alumni_association: { id: 7, name: 'Dhaka College Alumni' },
    membership_type: { id: 4, name: 'General Member' },
    renewal_of: null,
  },
  ...over,
});
