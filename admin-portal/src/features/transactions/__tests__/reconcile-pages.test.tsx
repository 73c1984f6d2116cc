import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import type { Reconciliation, StatementMatch } from '@alumni/shared/contracts';
import { screen, waitFor, within } from '@alumni/shared/testing';
import { httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';

window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
jest.setTimeout(20_000);
beforeEach(signInAdmin);

const line = (id: number, over: Partial<StatementMatch['line']> = {}): StatementMatch['line'] => ({
  id,
  row: id + 1,
  trx_id: `TRX${id}`,
  reference: null,
  amount: 1000,
  paid_on: '2026-11-20',
  payer_phone: '01712345678',
  description: null,
  settled_transaction_id: null,
  ...over,
});

const match = (id: number, state: StatementMatch['state'] = 'proposed'): StatementMatch => ({
  line: line(id),
  transaction: {
    id: 100 + id,
    transaction_id: `TXN-${id}`,
    amount: 1000,
    status: 'pending',
    created_at: '2026-11-19T10:00:00Z',
    user: { id: 40 + id, public_handle: `h${id}`, first_name: 'Rahim', last_name: `Uddin ${id}`, email: `r${id}@x.bd` },
    membership_type: 'General Member',
    claim: { reference: `TRX${id}`, method: 'bKash', paid_on: '2026-11-20', phone: null },
  },
  kind: 'reference',
  reason: `Reference TRX${id} is the transaction id the member typed.`,
  state,
});

const reconciliation = (over: Partial<Reconciliation> = {}): Reconciliation => ({
  id: 5,
  status: 'done',
  layout: 'bkash',
  file_name: 'bkash.csv',
  rows_done: 3,
  rows_total: 3,
  error: null,
  created_at: '2026-11-21T10:00:00Z',
  counts: { lines: 3, matched: 2, unmatched: 1, settled_before: 0 },
  matches: [match(1), match(2)],
  unmatched: [line(3, { trx_id: 'LONELY1', amount: 750 })],
  ...over,
});

describe('Reconcile a statement', () => {
  it('uploads the file with the mapped columns of another layout and opens the review', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(reconciliation()));
    jest.spyOn(api, 'get').mockResolvedValue(ok(reconciliation()));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline/reconcile');
    await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText('Choose a statement file (CSV or Excel) to upload.')).toBeInTheDocument();

    const file = new File(['TrxID,Amount'], 'statement.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/^Statement file/), file);
    await user.selectOptions(screen.getByLabelText('Layout'), 'generic');
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText('Date column is required for another layout')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date column/), 'When');
    await user.type(screen.getByLabelText(/^Amount column/), 'Paid');
    await user.type(screen.getByLabelText(/^Reference column/), 'Memo');
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    await screen.findByRole('heading', { name: 'Statement reconciliation' });
    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/associations/7/transactions/memberships/reconcile/');
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      layout: 'generic',
      date_column: 'When',
      amount_column: 'Paid',
      reference_column: 'Memo',
    });
    expect(form.get('file')).toBe(file);
  });

  it("shows the server's refusal beside the file", async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(
        httpError(400, { message: 'Not a statement.', code: 'STATEMENT_UNREADABLE', file: ['Not a statement.'] }),
      );
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline/reconcile');
    await user.upload(await screen.findByLabelText(/^Statement file/), new File(['x'], 'a.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText('Not a statement.')).toBeInTheDocument();
  });

  it('shows the progress the server reports while a job reads the statement', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce(
        ok(reconciliation({ status: 'running', rows_done: 250, rows_total: 1000, matches: [], unmatched: [] })),
      )
      .mockResolvedValue(ok(reconciliation()));
    renderAdminAt('/admin/dashboard/associations/7/transactions/offline/reconcile/5');
    expect(await screen.findByTestId('statement-progress')).toHaveTextContent('250 of 1,000 rows');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '250');
    // Polled until done: then the matches.
    expect(await screen.findByRole('table', { name: 'Proposed matches' }, { timeout: 5000 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/7/transactions/memberships/reconcile/5/');
  });

  it('approves the selected matches after the confirmation and marks the ones that failed', async () => {
    let approved = false;
    jest
      .spyOn(api, 'get')
      .mockImplementation(async () =>
        ok(reconciliation(approved ? { matches: [match(1, 'approved'), match(2)] } : {})),
      );
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      approved = true;
      return ok({
        message: '1 payment approved, 1 not: see why beside each.',
        approved: [{ line: 1, transaction: 101, membership: { id: 9, serial: 12 } }],
        failed: [
          { line: 2, transaction: 102, code: 'ALREADY_APPROVED', message: 'This transaction is already approved.' },
        ],
      });
    });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline/reconcile/5');
    const table = await screen.findByRole('table', { name: 'Proposed matches' });
    expect(within(table).getByRole('row', { name: /Rahim Uddin 1/ })).toHaveTextContent(
      'Reference TRX1 is the transaction id',
    );
    expect(screen.getByRole('table', { name: 'Lines that match nothing' })).toHaveTextContent('LONELY1');
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await user.click(screen.getByText('Select all'));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 payment approved, 1 not: see why beside each.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/7/transactions/memberships/reconcile/5/approve/', {
      lines: [1, 2],
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Rahim Uddin 1/ })).toHaveTextContent('Approved'),
    );
    expect(within(table).getByRole('row', { name: /Rahim Uddin 2/ })).toHaveTextContent(
      'This transaction is already approved.',
    );
  });
});
