import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';
import { todayIso } from '../components/approve-dialog';
import { tx } from './fixtures';

// jsdom has no PointerEvent; the checkbox's pointer handling needs one.
window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Offline transactions', () => {
  it('lists the payments with status, N/A for approved ones and paging through the URL', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok({ count: 60, results: [tx(1), tx(2, { status: 'success', success: true })] }));
    renderAdminAt('/admin/dashboard/associations/7/transactions/offline?page=2');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(get).toHaveBeenCalledWith('/associations/7/transactions/memberships/', {
      params: { offline: true, page: 2, limit: 50 },
    });
    expectLinks([['Rahim Uddin 1', '/user/h1']], rows[0]);
    expect(rows[0]).toHaveTextContent('TXN-1');
    expect(rows[0]).toHaveTextContent('৳ 1,000');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(within(rows[0]).getByRole('button', { name: 'Approve TXN-1' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('N/A');
    expect(within(rows[1]).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expectLinks([['Page 1', '/admin/dashboard/associations/7/transactions/offline?page=1']]);
  });

  it('marks a payment that renews a membership as a renewal', async () => {
    const renewal = tx(3);
    renewal.membership_request = { ...renewal.membership_request!, renewal_of: 12 };
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 2, results: [tx(1), renewal] }));
    renderAdminAt('/admin/dashboard/associations/7/transactions/offline');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]).queryByText('Renewal')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Renewal')).toBeInTheDocument();
  });

  it('approves with a custom serial after the form, the confirmation and Processing, then reloads the list', async () => {
    let approved = false;
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(async () =>
        ok({ count: 1, results: [approved ? tx(1, { status: 'success', success: true }) : tx(1)] }),
      );
    const patch = jest.spyOn(api, 'patch').mockImplementation(async () => {
      approved = true;
      return ok({ message: 'ok', transaction: tx(1), membership: { id: 3, serial: 77 } });
    });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline');

    await user.click(await screen.findByRole('button', { name: 'Approve TXN-1' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText(/^Transaction date/)).toHaveValue(todayIso());
    expect(within(form).getByText('Duplicate serial numbers make approval fail.')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Membership serial/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByText('Transaction method is required')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Transaction method/), 'bKash');
    await user.type(within(form).getByLabelText(/^Transaction id/), 'BK123');
    await user.click(within(form).getByText('Use a custom serial'));
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByText('Membership serial is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Membership serial/), '77');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));

    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Transaction approved successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/transactions/memberships/1/approve/', {
      transaction_date: todayIso(),
      transaction_method: 'bKash',
      platform_transaction_id: 'BK123',
      membership_serial: 77,
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /TXN-1/ })).toHaveTextContent('N/A'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("leaves the serial out without the checkbox and shows the server's refusal", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [tx(1)] }));
    const patch = jest
      .spyOn(api, 'patch')
      .mockRejectedValue(httpError(409, { message: 'Serial 77 is already taken.', code: 'SERIAL_TAKEN' }));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline');
    await user.click(await screen.findByRole('button', { name: 'Approve TXN-1' }));
    const form = await screen.findByRole('dialog');
    await user.selectOptions(within(form).getByLabelText(/^Transaction method/), 'Cash');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Serial 77 is already taken.')).toBeInTheDocument();
    expect(patch.mock.calls[0][1]).toEqual({ transaction_date: todayIso(), transaction_method: 'Cash' });
  });

  it('opens the proof document fetched with the token in a new tab', async () => {
    const pdf = new Blob(['%PDF-1.4']);
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) =>
        String(url).includes('proof-document')
          ? ok(pdf)
          : ok({ count: 1, results: [tx(1, { proof_document: '/api/v1/membership-requests/91/proof-document/' })] }),
      );
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:proof'), revokeObjectURL: jest.fn() });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/transactions/offline');
    await user.click(await screen.findByRole('button', { name: 'Proof of TXN-1' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:proof'));
    expect(get).toHaveBeenCalledWith('/membership-requests/91/proof-document/', { responseType: 'blob' });
  });
});

describe('Online transactions', () => {
  it('lists gateway payments with their status and no approval column', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok({ count: 1, results: [tx(3, { offline: false, status: 'failed' })] }));
    renderAdminAt('/admin/dashboard/associations/7/transactions/online');
    expect(await screen.findByRole('heading', { name: 'Online Transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /TXN-3/ })).toHaveTextContent('Failed');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/7/transactions/memberships/', {
      params: { offline: false, page: 1, limit: 50 },
    });
  });

  it('shows a second payment refunded, failed to refund, or being refunded, with the sum and reference', async () => {
    const refund = { amount: 1000, reference: 'RR-77', refunded_at: '2026-11-24T00:10:00Z', reason: null };
    jest.spyOn(api, 'get').mockResolvedValue(
      ok({
        count: 3,
        results: [
          tx(4, { offline: false, status: 'refunded', refund }),
          tx(5, {
            offline: false,
            status: 'refund_failed',
            refund: { ...refund, reference: null, reason: 'Window closed' },
          }),
          tx(6, { offline: false, status: 'refund_pending', refund }),
        ],
      }),
    );
    renderAdminAt('/admin/dashboard/associations/7/transactions/online');
    const refunded = await screen.findByRole('row', { name: /TXN-4/ });
    expect(refunded).toHaveTextContent('Refunded');
    expect(within(refunded).getAllByText('Refunded — ৳ 1,000, reference RR-77').length).toBeGreaterThan(0);
    const failed = screen.getByRole('row', { name: /TXN-5/ });
    expect(failed).toHaveTextContent('Refund failed');
    expect(failed).toHaveTextContent('Refund of ৳ 1,000 failed: Window closed. The association will refund it.');
    expect(screen.getByRole('row', { name: /TXN-6/ })).toHaveTextContent(
      'Paid twice: ৳ 1,000 is being refunded, reference RR-77',
    );
  });
});
