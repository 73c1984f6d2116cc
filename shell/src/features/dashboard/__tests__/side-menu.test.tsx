import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import type { PortalMenu } from '@alumni/shared/portals';
import { renderWithProviders, screen, waitFor, within } from '@alumni/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetLoadedRemotes } from '../../../remotes/load-remote-app';
import { forgetLoadedMenus } from '../../../remotes/load-remote-menu';
import { applyManifest } from '../../../remotes/manifest';
import { SideMenu } from '../side-menu';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as unknown as jest.Mock<(id: string) => Promise<unknown>>;

const HouseIcon = () => <svg data-testid="house-icon" />;
const memberMenu: PortalMenu = {
  items: [
    { label: 'Home', path: 'home', icon: HouseIcon },
    { label: 'Association Requests', path: 'association-requests', roles: ['member'] },
    { label: 'Your Associations', path: 'associations', portal: 'admin_portal', roles: ['admin'] },
  ],
};
const adminMenu: PortalMenu = {
  items: [{ label: 'Your Associations', path: 'associations' }],
  associationItems: [
    { label: 'Association Profile', path: 'associations/:associationId' },
    { label: 'Transactions', children: [{ label: 'Online', path: 'associations/:associationId/transactions/online' }] },
  ],
};
const superAdminMenu: PortalMenu = { items: [{ label: 'Home', path: 'home' }] };
const MODULES: Record<string, unknown> = {
  'member_portal/menu': { menu: memberMenu },
  'admin_portal/menu': { menu: adminMenu },
  'superadmin_portal/menu': { default: superAdminMenu },
};

const base = { email: 'a@b.co', is_superuser: false, association_admins: [] } as unknown as User;
const admin = {
  ...base,
  association_admins: [{ designation: 'President', alumni_association: { id: 7, name: 'Dhaka', logo: null } }],
} as User;

const signIn = (user: User) => {
  useSession.getState().setUser(user);
  useSession.setState({ isLoading: false });
};
const renderMenu = (portal: string, route: string) => renderWithProviders(<SideMenu portal={portal} />, { route });
const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const links = () =>
  within(nav())
    .queryAllByRole('link')
    .map((a) => `${a.textContent} ${a.getAttribute('href')}`);

beforeEach(() => {
  forgetLoadedRemotes();
  forgetLoadedMenus();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id) => {
    if (id.endsWith('/build-info')) throw new Error('no build info in jest');
    return MODULES[id];
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  applyManifest({
    member_portal: { entry: '/portals/member-portal/1.0.0/remoteEntry.js' },
    admin_portal: { entry: '/portals/admin-portal/1.0.0/remoteEntry.js' },
    superadmin_portal: { entry: '/portals/superadmin-portal/1.0.0/remoteEntry.js' },
  });
  signIn(base);
});

describe('SideMenu', () => {
  it("renders the mounted portal's declared menu for the viewer's role, with its icons", async () => {
    renderMenu('member_portal', '/user/dashboard/home');
    await waitFor(() =>
      expect(links()).toEqual([
        'Home /user/dashboard/home',
        'Association Requests /user/dashboard/association-requests',
      ]),
    );
    expect(within(nav()).getByTestId('house-icon')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(mockedLoadRemote).toHaveBeenCalledWith('member_portal/menu');
  });

  it("shows an admin on their association the portal's association menu", async () => {
    signIn(admin);
    renderMenu('admin_portal', '/admin/dashboard/associations/7/members');
    await waitFor(() => expect(links()).toContain('Association Profile /admin/dashboard/associations/7'));
    expect(within(nav()).getByText('Transactions')).toBeInTheDocument();
    expect(links()).toEqual([
      'Association Profile /admin/dashboard/associations/7',
      'Online /admin/dashboard/associations/7/transactions/online',
    ]);
  });

  it('shows the super admin the super admin menu on every dashboard', async () => {
    signIn({ ...admin, is_superuser: true });
    renderMenu('member_portal', '/user/dashboard/profile');
    await waitFor(() => expect(links()).toEqual(['Home /superAdmin/dashboard/home']));
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('member_portal/menu');
  });

  it('stands the frame without items while the menu loads', async () => {
    let deliver: (module: unknown) => void = () => undefined;
    mockedLoadRemote.mockImplementation((id) =>
      id.endsWith('/menu') ? new Promise((resolve) => (deliver = resolve)) : Promise.reject(new Error('none')),
    );
    renderMenu('member_portal', '/user/dashboard/home');
    expect(nav()).toHaveAttribute('aria-busy', 'true');
    expect(links()).toEqual([]);
    expect(screen.getByText(/Powered by/)).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('member_portal/menu'));
    deliver({ menu: memberMenu });
    await waitFor(() => expect(links()).toHaveLength(2));
    expect(nav()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows an empty menu, and no error, when the menu cannot load or is not a menu', async () => {
    mockedLoadRemote.mockImplementation(async (id) => {
      if (id === 'member_portal/menu') throw new Error('ScriptExternalLoadError');
      if (id === 'admin_portal/menu') return { menu: { items: [{ label: 42 }] } };
      throw new Error('none');
    });
    const { unmount } = renderMenu('member_portal', '/user/dashboard/home');
    await waitFor(() => expect(nav()).toHaveAttribute('aria-busy', 'false'));
    expect(links()).toEqual([]);
    expect(screen.queryByTestId('error-screen')).not.toBeInTheDocument();
    unmount();
    signIn(admin);
    renderMenu('admin_portal', '/admin/dashboard/associations');
    await waitFor(() => expect(nav()).toHaveAttribute('aria-busy', 'false'));
    expect(links()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(
      'The side menu of "admin_portal" could not load; showing none',
      expect.objectContaining({ message: 'Remote "admin_portal" exposes no menu of the PortalMenu shape' }),
    );
  });

  it('asks again on the next page after a failure', async () => {
    mockedLoadRemote.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    const first = renderMenu('member_portal', '/user/dashboard/home');
    await waitFor(() => expect(nav()).toHaveAttribute('aria-busy', 'false'));
    first.unmount();
    renderMenu('member_portal', '/user/dashboard/home');
    await waitFor(() => expect(links()).toHaveLength(2));
  });
});
