import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api, useSession } from '@alumni/shared';
import { type Association } from '@alumni/shared/contracts';
import { fireEvent, screen, waitFor, within, expectLinks } from '@alumni/shared/testing';
import { ASSOCIATION_ID, httpError, ok, renderAdminAt, signInAdmin } from '../../../test-utils';

const association: Association = {
  id: ASSOCIATION_ID,
  name: 'Dhaka College Alumni',
  logo: '/media/logos/7.webp',
  cover: null,
  tagline: 'Together since 1841',
  about: 'First line.\nSecond line.',
  address: 'Dhanmondi, Dhaka',
  phone: '01711000000',
  email: 'info@dca.org',
  website: 'https://dca.org',
  established_year: 1985,
  society_prefix: 'DCA',
  member_count: 120,
  links: { facebook: 'https://facebook.com/dca', linkedin: null, twitter: null },
};

jest.setTimeout(20_000);
beforeEach(signInAdmin);

/** The association at its URL; the signed-in user (re-read after changes) at /auth/user/. */
const serveAssociation = () =>
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url) => (url === '/auth/user/' ? ok(useSession.getState().user) : ok(association)));

describe('Association Profile', () => {
  it('shows the details with line breaks kept and the three update actions', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok(association));
    renderAdminAt('/admin/dashboard/associations/7');

    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dhaka College Alumni' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/associations/7/');
    expect(screen.getByText(/First line\.\s+Second line\./)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByText('DCA')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expectLinks([['https://facebook.com/dca', 'https://facebook.com/dca']]);
    expect(screen.getByRole('img', { name: 'Dhaka College Alumni logo' })).toHaveAttribute(
      'src',
      '/media/logos/7.webp',
    );
    expectLinks([
      ['Update', '/admin/dashboard/associations/7/update'],
      ['Update Logo', '/admin/dashboard/associations/7/update-logo'],
      ['Update Cover Photo', '/admin/dashboard/associations/7/update-cover'],
    ]);
  });

  it('shows Page Not Found for an association the user does not manage, without asking the API', () => {
    const get = jest.spyOn(api, 'get');
    renderAdminAt('/admin/dashboard/associations/8/members');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('says so when the association cannot be loaded, and retries', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(httpError(500, { message: 'Database unavailable' }))
      .mockResolvedValue(ok(association));
    const { user } = renderAdminAt('/admin/dashboard/associations/7');
    expect(await screen.findByText('The association could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dhaka College Alumni' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('Update Association', () => {
  it('checks the required fields, then confirms, saves and returns to the details with the new name in the session', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url) => {
      if (url === '/auth/user/') {
        return ok({
          ...useSession.getState().user,
          association_admins: [
            { designation: 'President', alumni_association: { id: 7, name: 'DC Alumni', logo: null } },
          ],
        });
      }
      return ok(association);
    });
    const patch = jest
      .spyOn(api, 'patch')
      .mockResolvedValue(ok({ ...association, name: 'DC Alumni', website: 'https://dc.org' }));
    const { user } = renderAdminAt('/admin/dashboard/associations/7/update');

    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Dhaka College Alumni');
    await user.clear(name);
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Website must be a valid URL (http or https)')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.type(name, 'DC Alumni');
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), 'https://dc.org');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Association updated successfully.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      '/associations/7/',
      expect.objectContaining({
        name: 'DC Alumni',
        website: 'https://dc.org',
        established_year: 1985,
        links: { facebook: 'https://facebook.com/dca', linkedin: null, twitter: null },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard\/associations\/7$/),
    );
    await waitFor(() =>
      expect(useSession.getState().user?.association_admins[0].alumni_association.name).toBe('DC Alumni'),
    );
  });
});

describe('Update Logo', () => {
  it('refuses a file that is no image, previews a chosen image and posts it as the logo field', async () => {
    serveAssociation();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...association, logo: '/media/logos/new.webp' }));
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/update-logo');

    expect(await screen.findByRole('img', { name: 'Current logo of Dhaka College Alumni' })).toBeInTheDocument();
    const input = screen.getByLabelText(/^Logo image/);
    // The picker only offers images (accept="image/*"); a file dropped in anyway is still refused.
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: { 0: pdf, length: 1, item: () => pdf } } });
    expect(screen.getByText('Choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByText('The image must be at most 5 MB.')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(screen.getByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Logo updated successfully')).toBeInTheDocument();
    const [url, body] = post.mock.calls[0] as unknown as [string, FormData];
    expect(url).toBe('/associations/7/logos/');
    expect(post.mock.calls[0][2]).toEqual({ headers: { 'Content-Type': 'multipart/form-data' } });
    expect(body.get('logo')).toBe(png);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard\/associations\/7$/),
    );
  });

  it('shows the upload error in a dialog titled Error', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok(association));
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(httpError(422, { message: 'The file is not an image we can read.', code: 'INVALID_IMAGE' }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const { user } = renderAdminAt('/admin/dashboard/associations/7/update-cover');
    await user.upload(await screen.findByLabelText(/^Cover photo/), new File(['x'], 'c.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is not an image we can read.')).toBeInTheDocument();
  });
});

describe('Register an Association', () => {
  it('sends the registration request and says so', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ id: 3 }, 201));
    const { user } = renderAdminAt('/admin/dashboard/associations/register');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Established year is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Association Name/), 'Khulna Zilla School Alumni');
    await user.type(screen.getByLabelText(/^Established Year/), '1990');
    await user.type(screen.getByLabelText(/^Address/), 'Khulna');
    await user.type(screen.getByLabelText(/^About/), 'Old students of the school.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Association registered successfully.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/associations/registration-requests/', {
      name: 'Khulna Zilla School Alumni',
      established_year: 1990,
      address: 'Khulna',
      about: 'Old students of the school.',
    });
  });
});
