import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { screen, within } from '@alumni/shared/testing';
import { SUPERADMIN_CATALOGS } from '../../../i18n/catalogs/superadmin';
import { superadminBn } from '../../../i18n/catalogs/superadmin/bn';
import { ok, renderSuperAdminAt, signInSuperAdmin } from '../../../test-utils';
import { request } from './fixtures';

const pending = request(3, {
  name: 'খুলনা জিলা স্কুল অ্যালামনাই',
  about: 'প্রতি বছর আমরা মিলিত হই।',
  established_year: 1998,
  address: 'খুলনা',
  applicant: { id: 50, first_name: 'Farhana', last_name: 'Yasmin', email: 'farhana@example.com', bio: 'শিক্ষক।' },
});

jest.setTimeout(20_000);
beforeAll(() => SUPERADMIN_CATALOGS.load('bn'));
beforeEach(signInSuperAdmin);

describe('Registration requests in Bangla', () => {
  it('lists the pending ones with headers from the Bangla catalog, year and date in Bangla digits', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [pending] }));
    renderSuperAdminAt('/superAdmin/dashboard/associations/pending', { language: 'bn' });
    expect(await screen.findByRole('heading', { name: superadminBn['requests.pending'] })).toBeInTheDocument();
    expect(screen.getByText(superadminBn['requests.pendingDescription'])).toBeInTheDocument();
    const [head, row] = await screen.findAllByRole('row');
    for (const id of ['name', 'established', 'address', 'created', 'status', 'details'] as const) {
      expect(within(head).getByText(superadminBn[`requests.column.${id}`])).toBeInTheDocument();
    }
    expect(row).toHaveTextContent('১৯৯৮');
    expect(row).toHaveTextContent(formatDateTime(pending.created_at, 'bn'));
    expect(row).toHaveTextContent('০৪/০৩/২০২৬');
    expect(within(row).getByRole('link', { name: `${pending.name} দেখুন` })).toHaveAttribute(
      'href',
      '/superAdmin/dashboard/associations/3',
    );
  });

  it('shows one request with Approve and Refuse and its facts in Bangla', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(pending));
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/associations/3', { language: 'bn' });
    expect(await screen.findByRole('heading', { name: pending.name })).toBeInTheDocument();
    expect(screen.getByText(superadminBn['request.description'])).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: superadminBn['request.applicant'] })).toBeInTheDocument();
    expect(screen.getByText(superadminBn['request.established'])).toBeInTheDocument();
    expect(screen.getByText('১৯৯৮')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: superadminBn['request.approve'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: superadminBn['request.refuse'] }));
    expect(screen.getByLabelText(superadminBn['refuse.reason'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: superadminBn['refuse.submit'] })).toBeInTheDocument();
  });

  it('says none is waiting in Bangla', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
    renderSuperAdminAt('/superAdmin/dashboard/associations/pending', { language: 'bn' });
    expect(await screen.findByText(superadminBn['requests.pendingEmpty'])).toBeInTheDocument();
  });
});
