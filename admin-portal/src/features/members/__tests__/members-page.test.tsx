import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { type Membership } from '@alumni/shared/contracts';
import { screen, waitFor, within, expectLinks, makeMembership } from '@alumni/shared/testing';
import { ok, renderAdminAt, signInAdmin } from '../../../test-utils';

const member = (id: number): Membership =>
  makeMembership({
    id,
    alumni_association: { id: 7, name: 'Dhaka College Alumni', logo: null, website: null },
    roll_number: `R-${id}`,
    membership_type: { id: 4, name: 'Life Member', short_name: 'LM', fee: 10000, duration_month: 1200 },
    serial: id,
    start_date: '2024-01-01',
    period_start: '2024-01-01',
    user: {
      id: 100 + id,
      public_handle: `handle${String(id).padStart(10, '0')}`,
      first_name: 'Member',
      last_name: String(id),
      email: `m${id}@example.com`,
      email_verified: id % 2 === 0,
    },
  });

jest.setTimeout(20_000);
beforeEach(signInAdmin);

describe('Members', () => {
  it('lists members with serial, duration and a link to the public profile, and really loads the next page', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (_url, config) => {
      const { page } = config?.params as { page: number };
      return ok({ count: 120, results: [member(page * 10)] });
    });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members');

    const row = (await screen.findByRole('link', { name: 'Member 10' })).closest('tr')!;
    expectLinks([['Member 10', '/user/handle0000000010']]);
    expect(within(row).getByText('LM-0010')).toBeInTheDocument();
    // The duration column and the status badge both read Lifetime.
    expect(
      within(row)
        .getAllByText('Lifetime')
        .map((el) => el.tagName),
    ).toEqual(['TD', 'SPAN']);
    expect(within(row).getByText('m10@example.com')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/7/memberships/', { params: { page: 1, limit: 50 } });

    expectLinks([['Page 2', '/admin/dashboard/associations/7/members?page=2']]);
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Member 30' })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/associations/7/memberships/', { params: { page: 3, limit: 50 } });
    expect(screen.getByText('101')).toBeInTheDocument(); // row numbers continue across pages
  });

  it('shows whether each member confirmed the e-mail address', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 2, results: [member(2), member(3)] }));
    renderAdminAt('/admin/dashboard/associations/7/members');
    const verified = (await screen.findByRole('link', { name: 'Member 2' })).closest('tr')!;
    const unverified = screen.getByRole('link', { name: 'Member 3' }).closest('tr')!;
    expect(within(verified).getAllByText('Verified')).not.toHaveLength(0);
    expect(within(verified).queryByText('Unverified')).not.toBeInTheDocument();
    expect(within(unverified).getAllByText('Unverified')).not.toHaveLength(0);
  });

  it('requires both search fields, then searches by batch through the URL', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 1, results: [member(1)] }));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members');
    await screen.findByRole('link', { name: 'Member 1' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose what to search by')).toBeInTheDocument();
    expect(screen.getByText('Enter a value to search for')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Search by/), 'batch');
    await user.type(screen.getByLabelText(/^Search value/), '2008');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/dashboard/associations/7/members?searchBy=batch&searchValue=2008',
      ),
    );
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/associations/7/memberships/', {
        params: { batch: '2008', page: 1, limit: 50 },
      }),
    );
    expect(screen.getByLabelText(/^Search value/)).toHaveValue('2008');
  });

  it('exports the same selection as CSV through the api client', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url) =>
      String(url).endsWith('export.csv')
        ? {
            data: new Blob(['a,b']),
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="members-7-2026-01-01.csv"' },
          }
        : ok({ count: 1, results: [member(1)] }),
    );
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members?searchBy=name&searchValue=rah');
    await screen.findByRole('link', { name: 'Member 1' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/associations/7/memberships/export.csv', {
      params: { name: 'rah' },
      responseType: 'blob',
    });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('members-7-2026-01-01.csv');
    expect(anchor.href).toBe('blob:csv');
  });

  it('filters by status and sorts by end date through the address, and shows each status with its end date', async () => {
    const expiring: Membership = { ...member(3), end_date: '2026-12-10', status: 'expiring', is_active: true };
    const get = jest.spyOn(api, 'get').mockImplementation(async () => ok({ count: 1, results: [expiring] }));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members');
    const row = (await screen.findByRole('link', { name: 'Member 3' })).closest('tr')!;
    expect(within(row).getByText('Expiring')).toBeInTheDocument();
    expect(within(row).getByText('10/12/2026')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expiring');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/associations/7/memberships/',
        expect.objectContaining({ params: expect.objectContaining({ status: 'expiring', page: 1 }) }),
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'end_date');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/associations/7/memberships/',
        expect.objectContaining({ params: expect.objectContaining({ status: 'expiring', ordering: 'end_date' }) }),
      ),
    );
  });

  it('shows which renewal reminders a member had, and turns reminders off for the association', async () => {
    const ending: Membership = {
      ...member(3),
      end_date: '2026-12-08',
      status: 'expiring',
      reminders: [
        { kind: '30_days', sent_at: '2026-11-08T03:00:00Z' },
        { kind: '7_days', sent_at: '2026-12-01T03:00:00Z' },
      ],
    };
    jest
      .spyOn(api, 'get')
      .mockImplementation(async (url) =>
        url === '/associations/7/reminder-settings/'
          ? ok({ reminders_enabled: true })
          : ok({ count: 1, results: [ending] }),
      );
    const put = jest.spyOn(api, 'put').mockImplementation(async (_url, body) => ok(body));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/members');

    const row = (await screen.findByRole('link', { name: 'Member 3' })).closest('tr')!;
    expect(
      within(row).getByText('Reminded 30 days before (08/11/2026), 7 days before (01/12/2026)'),
    ).toBeInTheDocument();
    const reminders = await screen.findByRole('checkbox', { name: /Mail renewal reminders to members/ });
    expect(reminders).toBeChecked();
    await user.click(reminders);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/associations/7/reminder-settings/', { reminders_enabled: false }),
    );
    await waitFor(() => expect(reminders).not.toBeChecked());
  });
});
