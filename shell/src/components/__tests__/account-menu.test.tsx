import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { fireEvent, LocationDisplay, renderWithProviders, screen, waitFor, within } from '@alumni/shared/testing';
import { ACCOUNT_MENU_ID, AccountMenu } from '../account-menu';

const ITEMS = [
  { label: 'Dashboard', to: '/user/dashboard' },
  { label: 'View Profile', to: '/user/dashboard/profile' },
  { label: 'Logout', action: 'logout' as const },
];

beforeEach(() => {
  useSession.getState().setUser({ email: 'rahim@example.com', profile_picture: null } as unknown as User);
  useSession.setState({ isLoading: false });
});

const button = () => screen.getByRole('button', { name: 'Account menu' });

describe('AccountMenu', () => {
  it('is a native popover menu its button opens, with Logout a form the browser can post', () => {
    renderWithProviders(<AccountMenu items={ITEMS} />);
    expect(button()).toHaveAttribute('popovertarget', ACCOUNT_MENU_ID);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    // Hidden until the browser opens it, out of the accessibility tree.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const menu = document.getElementById(ACCOUNT_MENU_ID) as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('role', 'menu');
    const logout = within(menu).getByRole('menuitem', { name: 'Logout', hidden: true });
    expect(logout).toHaveAttribute('type', 'submit');
    expect(logout.closest('form')).toHaveAttribute('method', 'post');
    expect(logout.closest('form')).toHaveAttribute('action', '/api/v1/auth/logout/form');
  });

  it('opens on the click with its first item focused, goes where an item points, and closes again', async () => {
    const { user } = renderWithProviders(
      <>
        <AccountMenu items={ITEMS} />
        <LocationDisplay />
      </>,
    );
    await user.click(button());
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard/profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between its items with the arrows, Home and End, and closes on Escape', async () => {
    const { user } = renderWithProviders(<AccountMenu items={ITEMS} />);
    await user.click(button());
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await user.keyboard('{ArrowDown}');
    expect(item('View Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Dashboard')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Dashboard')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out through the session store once live, instead of the browser posting the form', async () => {
    const logout = jest.fn(async () => {});
    useSession.setState({ logout });
    const { user } = renderWithProviders(<AccountMenu items={ITEMS} />);
    await user.click(button());
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    document.removeEventListener('submit', submitted);
    expect(logout).toHaveBeenCalledTimes(1);
    // Taken by the code: the browser does not post it.
    expect(submitted.mock.results.map((result) => result.value)).toEqual([true]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows an icon, not the avatar, while the session is not known', () => {
    renderWithProviders(<AccountMenu items={ITEMS} isLive={false} />);
    expect(button().querySelector('.lucide-user-round')).not.toBeNull();
  });
});
