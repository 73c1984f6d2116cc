import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, within } from '@alumni/shared/testing';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { adminBn as bn } from '../../../i18n/catalogs/admin/bn';
import { ok, renderAdminIn, signInAdmin } from '../../../test-utils';
import { tx } from './fixtures';

const pending = tx(1, {
  user: { id: 41, public_handle: 'h1', first_name: 'Rahim', last_name: 'Uddin', email: 'r1@example.com' },
  amount: 12000,
});

// jsdom has no PointerEvent; the checkbox's pointer handling needs one.
window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;

jest.setTimeout(20_000);
beforeAll(() => ADMIN_CATALOGS.load('bn'));
beforeEach(signInAdmin);

describe('Offline transactions, in Bangla', () => {
  it('lists the payments in Bangla, with the amount in Bangla digits', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [pending] }));
    renderAdminIn('bn', '/admin/dashboard/associations/7/transactions/offline');
    expect(await screen.findByRole('heading', { name: bn['transactions.offline'] })).toBeInTheDocument();
    expect(screen.getByText(bn['transactions.offlineIntro'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn['transactions.reconcile'] })).toBeInTheDocument();
    const row = (await screen.findAllByRole('row'))[1];
    expect(row).toHaveTextContent('৳ ১২,০০০');
    expect(within(row).getByRole('button', { name: 'TXN-1 অনুমোদন করুন' })).toHaveTextContent(bn['transactions.approve']);
    expect(screen.getByRole('columnheader', { name: bn['transactions.userName'] })).toBeInTheDocument();
  });

  it('asks for the approval in Bangla and sends the method in English', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [pending] }));
    const patch = jest.spyOn(api, 'patch');
    const { user } = renderAdminIn('bn', '/admin/dashboard/associations/7/transactions/offline');
    await user.click(await screen.findByRole('button', { name: 'TXN-1 অনুমোদন করুন' }));
    const form = await screen.findByRole('dialog', { name: bn['approve.title'] });
    expect(within(form).getByText(/৳ ১২,০০০/)).toBeInTheDocument();
    expect(within(form).getByText(bn['approve.duplicate'])).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: bn['approve.closeLabel'] })).toBeInTheDocument();

    const method = within(form).getByLabelText(new RegExp(`^${bn['approve.method']}`));
    await user.selectOptions(method, bn['approve.method.cash']);
    expect(method).toHaveValue('Cash');
    await user.click(within(form).getByText(bn['approve.customSerial']));
    await user.click(within(form).getByRole('button', { name: bn['transactions.approve'] }));
    expect(await within(form).findByText(bn['approve.serialRequired'])).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });
});
