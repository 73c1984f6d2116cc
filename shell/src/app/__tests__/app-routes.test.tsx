import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { LocationDisplay, makeUser, renderWithProviders, screen, signIn, within } from '@alumni/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetLoadedRemotes } from '../../remotes/load-remote-app';
import { forgetLoadedMenus } from '../../remotes/load-remote-menu';
import { applyManifest } from '../../remotes/manifest';
import { AppRoutes } from '../app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as unknown as jest.Mock<(id: string) => Promise<object | null>>;

const fakeRemote = (id: string) => ({ default: () => <p>Rendered by {id}</p> });
// A dashboard portal's ./menu (side-menu.test.tsx tries the menus themselves).
const fakeModule = (id: string) => (id.endsWith('/menu') ? { menu: { items: [] } } : fakeRemote(id));

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationDisplay />
    </>,
    { route },
  );

beforeEach(() => {
  forgetLoadedRemotes();
  forgetLoadedMenus();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation((id) => Promise.resolve(fakeModule(id)));
  applyManifest({
    public_site: { entry: '/remotes/public-site/1.2.3/remoteEntry.js', version: '1.2.3' },
    member_portal: { entry: '/remotes/member-portal/2.0.0/remoteEntry.js', version: '2.0.0' },
    admin_portal: { entry: '/remotes/admin-portal/1.0.0/remoteEntry.js', version: '1.0.0' },
    superadmin_portal: { entry: '/remotes/superadmin-portal/1.0.0/remoteEntry.js', version: '1.0.0' },
  });
  signIn(null);
});

describe('public area', () => {
  it('mounts the public site for a public path, inside the nav bar and footer', async () => {
    renderAt('/associations/12/memberships');
    expect(await screen.findByText('Rendered by public_site/App')).toBeInTheDocument();
    const mount = screen.getByText('Rendered by public_site/App').closest('[data-portal]');
    expect(mount).toHaveAttribute('data-portal', 'public_site');
    expect(mount).toHaveAttribute('data-portal-version', '1.2.3');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText(/All Rights Reserved/)).toHaveTextContent(
      `© ${new Date().getFullYear()} Alumni Connect | All Rights Reserved`,
    );
  });

  it('shows Page Not Found in the public layout for any other path, without loading a remote', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('guards', () => {
  it('shows a spinner while the session loads', () => {
    useSession.setState({ isLoading: true });
    renderAt('/user/dashboard/home');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from the user dashboard to sign-up, remembering the origin', async () => {
    renderAt('/user/dashboard/memberships?page=2');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/signup$/);
    expect(location).toHaveAttribute('data-state', JSON.stringify({ from: '/user/dashboard/memberships?page=2' }));
  });

  it('sends a user without admin rights from the admin dashboard to login', async () => {
    signIn(makeUser());
    renderAt('/admin/dashboard/associations');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(location).toHaveAttribute('data-state', JSON.stringify({ from: '/admin/dashboard/associations' }));
  });

  it('sends a non-super-admin from the super admin dashboard to login', async () => {
    signIn(
      makeUser({
        association_admins: [{ designation: 'President', alumni_association: { id: 7, name: 'Dhaka', logo: null } }],
      }),
    );
    renderAt('/superAdmin/dashboard/home');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('mounts each dashboard remote for its role inside the dashboard frame', async () => {
    signIn(makeUser({ is_superuser: true }));
    renderAt('/superAdmin/dashboard/home');
    expect(await screen.findByText('Rendered by superadmin_portal/App')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('superadmin_portal/App');
  });

  it('lets a signed-in user into the user dashboard with the help widget', async () => {
    signIn(makeUser());
    renderAt('/user/dashboard/home');
    expect(await screen.findByText('Rendered by member_portal/App')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need help? Chat with us' })).toBeInTheDocument();
  });
});

describe('an unreachable remote', () => {
  it('shows the error screen with Retry while the rest of the site works, and loads on retry', async () => {
    // Unreachable: both its build info and its App fail to load.
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no fetch: the retry re-reads /remotes.json through this stand-in.
    const fetchManifest = jest.fn(async (_url: string, _init?: RequestInit) => ({
      ok: true,
      status: 200,
      json: async () => ({ public_site: '/remotes/public-site/1.2.4/remoteEntry.js' }),
    }));
    globalThis.fetch = fetchManifest as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user: visitor } = renderAt('/login');

    const error = await screen.findByTestId('error-screen');
    expect(within(error).getByRole('heading', { name: 'Oops! There is an error' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await visitor.click(within(error).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Rendered by public_site/App')).toBeInTheDocument();
    expect(screen.getByText('Rendered by public_site/App').closest('[data-portal]')).toHaveAttribute(
      'data-portal-version',
      '1.2.4',
    );
    expect(fetchManifest).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });
});
