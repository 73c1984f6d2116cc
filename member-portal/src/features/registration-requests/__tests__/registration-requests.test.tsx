import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type RegistrationRequest } from '@alumni/shared/contracts';
import { screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { confirmYes, location, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';

const request = (id: number, fields: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  id,
  name: `Association ${id}`,
  about: 'Alumni of the school.\nSince 1950.',
  established_year: 1950,
  address: 'Dhaka',
  created_at: '2025-02-01T09:00:00Z',
  is_approved: false,
  approved_at: null,
  refused_at: null,
  refusal_reason: '',
  alumni_association: null,
  applicant: { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', bio: 'SSC 2008.' },
  ...fields,
});

beforeEach(() => useSession.getState().setUser(null));

describe('Register an association', () => {
  it('requires every field, sends the year as a number and goes to the requests list', async () => {
    const post = mockMethod('post', request(9));
    mockGet({ '/associations/registration-requests/': { count: 1, results: [request(9)] } });
    const { user } = renderAt('/user/dashboard/associations/register');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Name is required',
      'About is required',
      'Established year is required',
      'Address is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/Association Name/), 'Notre Dame Alumni');
    await user.type(screen.getByLabelText(/Established Year/), '1949');
    await user.type(screen.getByLabelText(/Address/), 'Motijheel, Dhaka');
    await user.type(screen.getByLabelText(/About/), 'Old boys of Notre Dame College.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await confirmYes(user);
    expect(await screen.findByText('Association registered successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/registration-requests/', {
      name: 'Notre Dame Alumni',
      about: 'Old boys of Notre Dame College.',
      established_year: 1949,
      address: 'Motijheel, Dhaka',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/user/dashboard/association-requests'));
  });
});

describe('Registration requests', () => {
  it('lists the requests with status and View links, and offers Apply for New Association', async () => {
    const get = mockGet({
      '/associations/registration-requests/': {
        count: 2,
        results: [request(2), request(1, { is_approved: true, approved_at: '2025-02-03T09:00:00Z' })],
      },
    });
    renderAt('/user/dashboard/association-requests');
    const rows = within(await screen.findByRole('table', { name: 'Your association requests' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Association 2')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1950')).toBeInTheDocument();
    expect(within(rows[1]).getByText('01/02/2025')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Approved')).toBeInTheDocument();
    expectLinks([['View Association 2', '/user/dashboard/association-requests/2']], rows[1]);
    expectLinks([[/Apply for New Association/, '/user/dashboard/associations/register']]);
    expect(get).toHaveBeenCalledWith('/associations/registration-requests/', { params: { page: 1, limit: 20 } });
  });

  it('shows one request with its status and applicant', async () => {
    mockGet({ '/associations/registration-requests/4/': request(4) });
    renderAt('/user/dashboard/association-requests/4');
    expect(await screen.findByText('Association 4')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Dhaka')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows Page Not Found for unknown sub-routes', () => {
    renderAt('/user/dashboard/association-requests/4/edit');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('moves the interim registration-requests list address (old mails, bookmarks) to the association-requests one', async () => {
    mockGet({ '/associations/registration-requests/': { count: 1, results: [request(2)] } });
    renderAt('/user/dashboard/registration-requests?page=1');
    await waitFor(() => expect(location()).toBe('/user/dashboard/association-requests?page=1'));
    expect(await screen.findByRole('table', { name: 'Your association requests' })).toBeInTheDocument();
  });

  it('moves an interim registration-requests detail address to the association-requests one', async () => {
    mockGet({ '/associations/registration-requests/2/': request(2) });
    renderAt('/user/dashboard/registration-requests/2');
    await waitFor(() => expect(location()).toBe('/user/dashboard/association-requests/2'));
    expect(await screen.findByText('Association 2')).toBeInTheDocument();
  });
});
