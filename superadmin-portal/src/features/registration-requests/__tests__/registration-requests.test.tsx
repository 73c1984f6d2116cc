import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '@alumni/shared';
import { screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { httpError, ok, renderSuperAdminAt, signInSuperAdmin } from '../../../test-utils';
import { request } from './fixtures';

jest.setTimeout(20_000);
beforeEach(signInSuperAdmin);

describe('Registration request lists', () => {
  it('lists all requests with status badges and View links, and loads the page in the URL', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok({ count: 45, results: [request(1), request(2, { is_approved: true })] }));
    renderSuperAdminAt('/superAdmin/dashboard/associations?page=2');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(get).toHaveBeenCalledWith('/associations/registration-requests/', { params: { page: 2, limit: 20 } });
    expect(rows[0]).toHaveTextContent('21'); // numbering continues on page 2
    expect(rows[0]).toHaveTextContent('School 1 Alumni');
    expect(rows[0]).toHaveTextContent('1991');
    expect(rows[0]).toHaveTextContent('Khulna');
    expect(rows[0]).toHaveTextContent(/04\/03\/2026, \d\d:\d\d [AP]M/);
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Approved');
    expectLinks([['View School 2 Alumni', '/superAdmin/dashboard/associations/2']], rows[1]);
    expectLinks([['Page 3', '/superAdmin/dashboard/associations?page=3']]);
  });

  it('asks only for the pending ones on /pending', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ count: 0, results: [] }));
    renderSuperAdminAt('/superAdmin/dashboard/associations/pending');
    expect(await screen.findByText('No request is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Associations' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/registration-requests/', {
      params: { is_approved: false, page: 1, limit: 20 },
    });
  });

  it('says so when the list cannot be loaded', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(503, { message: 'The database is not reachable.' }));
    renderSuperAdminAt('/superAdmin/dashboard/associations');
    expect(await screen.findByText('The registration requests could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();
  });
});

describe('Registration request details', () => {
  it('shows the association and applicant cards and approves a pending request', async () => {
    const approved = request(3, { is_approved: true, approved_at: '2026-03-05T10:00:00Z', alumni_association: 12 });
    let current = request(3);
    jest.spyOn(api, 'get').mockImplementation(async () => ok(current));
    const patch = jest.spyOn(api, 'patch').mockImplementation(async () => ok((current = approved)));
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/associations/3');

    expect(await screen.findByRole('heading', { name: 'School 3 Alumni', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Association' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applicant' })).toBeInTheDocument();
    expect(screen.getByText('Farhana Yasmin')).toBeInTheDocument();
    expect(screen.getByText('farhana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Teacher.')).toBeInTheDocument();
    expect(screen.getByText(/We meet every year\.\s+Everyone welcome\./)).toHaveStyle({ whiteSpace: 'pre-line' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Association approved successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/associations/registration-requests/3/', { is_approved: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows no Approve button for an approved request and "There is an error" when approval fails', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce(ok(request(4, { is_approved: true })))
      .mockResolvedValue(ok(request(5)));
    jest.spyOn(api, 'patch').mockRejectedValue(httpError(409, { message: 'Already approved.' }));
    const first = renderSuperAdminAt('/superAdmin/dashboard/associations/4');
    expect(await screen.findByRole('heading', { name: 'School 4 Alumni', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderSuperAdminAt('/superAdmin/dashboard/associations/5');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getAllByText('There is an error').length).toBeGreaterThan(0);
  });

  it('refuses a pending request with the reason mailed to the applicant, and shows it refused', async () => {
    let current = request(6);
    jest.spyOn(api, 'get').mockImplementation(async () => ok(current));
    const post = jest.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      current = request(6, { refused_at: '2026-03-06T09:00:00Z', refusal_reason: (body as { reason: string }).reason });
      return ok(current);
    });
    const { user } = renderSuperAdminAt('/superAdmin/dashboard/associations/6');

    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    await user.type(screen.getByLabelText('Reason (mailed to the applicant)'), 'Please add the school’s address.');
    await user.click(screen.getByRole('button', { name: 'Refuse request' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Request refused. The applicant is told by e-mail.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/registration-requests/6/refuse/', {
      reason: 'Please add the school’s address.',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByText('Please add the school’s address.')).toBeInTheDocument();
  });

  it('shows Page Not Found for a request that does not exist', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'Not found' }));
    renderSuperAdminAt('/superAdmin/dashboard/associations/999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
