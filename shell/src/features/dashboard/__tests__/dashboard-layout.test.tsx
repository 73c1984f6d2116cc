import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { portalForPath } from '@alumni/shared/portals';
import { makeAdmin, renderWithProviders, screen, signIn, within } from '@alumni/shared/testing';
import { DashboardLayout } from '../dashboard-layout';

const admin = makeAdmin([{ id: 7, name: 'Dhaka College Alumni' }], { email: 'a@b.co', last_name: 'L' });

// The side menu is tried in side-menu.test.tsx; here it stays loading.
jest.mock('../../../remotes/load-remote-menu', () => ({
  loadRemoteMenu: () => new Promise(() => undefined),
  loadedRemoteMenu: () => undefined,
}));

beforeEach(() => {
  signIn(admin);
});

const renderAt = (route: string) =>
  renderWithProviders(<DashboardLayout portal={portalForPath(route).name}>content</DashboardLayout>, { route });

describe('DashboardLayout', () => {
  it('shows the association name and logo when the admin is on that association', () => {
    renderAt('/admin/dashboard/associations/7/members');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Dhaka College Alumni')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Dhaka College Alumni logo' })).toBeInTheDocument();
  });

  it('shows the product logo linking home elsewhere, and no help widget outside /user/dashboard', () => {
    renderAt('/admin/dashboard/associations');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Alumni Connect home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Need help? Chat with us' })).not.toBeInTheDocument();
  });

  it('offers View Profile, Exit Dashboard and Logout in the account menu', async () => {
    const { user } = renderAt('/user/dashboard/home');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/user/dashboard/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Exit Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('help widget', () => {
  it('opens a chat in a new window with the typed text, clears the box, and sends nothing when empty', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderAt('/user/dashboard/home');

    await user.click(screen.getByRole('button', { name: 'Need help? Chat with us' }));
    const chat = screen.getByRole('dialog', { name: 'Chat with Alumni Connect' });
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));
    expect(open).not.toHaveBeenCalled();

    await user.type(within(chat).getByRole('textbox', { name: 'Message to support' }), 'Hello & thanks?');
    await user.click(within(chat).getByRole('button', { name: 'Send message' }));

    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=Hello%20%26%20thanks%3F$/),
      '_blank',
      'noopener,noreferrer',
    );
    expect(within(chat).getByRole('textbox', { name: 'Message to support' })).toHaveValue('');
  });
});
