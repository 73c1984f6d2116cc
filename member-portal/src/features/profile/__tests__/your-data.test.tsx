import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { makeUser, recordNavigations, screen, waitFor } from '@alumni/shared/testing';
import { apiError, confirmYes, mockGet, mockMethod, renderAt } from '../../../testing/fixtures';

const visited = recordNavigations();

beforeEach(() => {
  useSession.getState().setUser(null);
  localStorage.clear();
  // jsdom has no object URLs; the download hands the blob to one.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:archive'), revokeObjectURL: jest.fn() });
});

describe('Your data', () => {
  it('downloads the archive from the profile page as a zip file', async () => {
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const archive = new Blob(['PK'], { type: 'application/zip' });
    const get = mockGet({
      '/auth/user/': makeUser(),
      '/auth/user/export/': () => archive,
    });
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByText(/Your data is downloading/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/user/export/', { responseType: 'blob' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(archive);
    expect(clicked).toEqual([expect.stringMatching(/^alumni-connect-data-\d{4}-\d{2}-\d{2}\.zip blob:archive$/)]);
    click.mockRestore();
  });

  it('links to the deletion page, which asks for the password before anything is sent', async () => {
    mockGet({ '/auth/user/': makeUser() });
    const remove = mockMethod('delete', { message: 'deleted' });
    const { user } = renderAt('/user/dashboard/profile');
    await user.click(await screen.findByRole('link', { name: 'Delete My Account' }));
    expect(await screen.findByRole('heading', { name: 'Delete Your Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes with the password after "Are you sure?", then signs out and goes home', async () => {
    mockGet({ '/auth/user/': makeUser() });
    localStorage.setItem('access', 'token');
    const remove = mockMethod('delete', { message: 'Your account has been deleted.' });
    const { user } = renderAt('/user/dashboard/profile/delete-account');
    await user.type(await screen.findByLabelText(/^Password/), 'My-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await confirmYes(user);
    expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/auth/user/', { data: { password: 'My-passw0rd' } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(visited).toEqual(['/']));
    expect(useSession.getState().user).toBeNull();
  });

  it('shows why the server refused (a wrong password, an admin who must hand over) and stays signed in', async () => {
    mockGet({ '/auth/user/': makeUser() });
    mockMethod(
      'delete',
      apiError(409, {
        code: 'ASSOCIATION_ADMIN',
        message: 'You administer Dhaka College Alumni: hand over administration of Dhaka College Alumni first.',
      }),
    );
    const { user } = renderAt('/user/dashboard/profile/delete-account');
    await user.type(await screen.findByLabelText(/^Password/), 'My-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await confirmYes(user);
    expect(await screen.findByText(/hand over administration of Dhaka College Alumni/)).toBeInTheDocument();
    expect(visited).toEqual([]);
    expect(useSession.getState().user).not.toBeNull();
  });
});
