import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useSession, useTheme } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { act, LocationDisplay, renderWithProviders, screen, within, expectLinks } from '@alumni/shared/testing';
import { MOBILE_MENU_ID } from '../mobile-nav';
import { NavBar } from '../nav-bar';

const renderNav = (route = '/') =>
  renderWithProviders(
    <>
      <NavBar />
      <LocationDisplay />
    </>,
    { route },
  );

const signIn = (user: Partial<User> | null) => {
  useSession.getState().setUser(user as User | null);
  useSession.setState({ isLoading: false });
};

beforeEach(() => {
  signIn(null);
  useTheme.getState().setMode('light');
});

describe('NavBar', () => {
  it('links the logo home and the sections to their pages', () => {
    renderNav();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expectLinks(
      [
        ['About', '/about-us'],
        ['Events', '/events'],
        ['Associations', '/associations'],
      ],
      main,
    );
    expectLinks([['Alumni Connect home', '/']]);
  });

  it('searches associations by name and ignores an empty search', async () => {
    const { user } = renderNav('/about-us');
    const box = screen.getByRole('searchbox', { name: 'Search associations' });

    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about-us$/);

    await user.clear(box);
    await user.type(box, 'Dhaka College{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/associations?name=Dhaka+College');
  });

  it('shows Login and Sign Up when signed out', () => {
    renderNav();
    expectLinks([
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('keeps the signed-out place while the session loads, marked pending, and unmarks it once known', () => {
    useSession.setState({ isLoading: true });
    renderNav();
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    const place = signUp.closest('[data-session-pending]');
    expect(place).not.toBeNull();
    // The account menu is in the markup, for a browser that holds a session (<html data-session>).
    const menu = document.getElementById('account-menu');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu?.closest('[data-session-pending]')).not.toBeNull();
    expect(document.querySelector('[popovertarget="account-menu"]')).toHaveAccessibleName('Account menu');
    const logout = menu?.querySelector('form');
    expect(logout).toHaveAttribute('method', 'post');
    expect(logout).toHaveAttribute('action', '/api/v1/auth/logout/form');
    expect(within(menu as HTMLElement).getByText('Logout')).toHaveAttribute('type', 'submit');
    act(() => useSession.setState({ isLoading: false }));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBe(signUp);
    expect(signUp.closest('[data-session-pending]')).toBeNull();
    // Known signed out: no account menu.
    expect(document.getElementById('account-menu')).toBeNull();
  });

  it('shows the Dashboard button and account menu with role targets when signed in', async () => {
    signIn({ email: 'root@example.com', is_superuser: true, association_admins: [], profile_picture: null });
    const { user } = renderNav();
    expectLinks([['Dashboard', '/superAdmin/dashboard']]);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/superAdmin/dashboard/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/superAdmin/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps one account button and menu from the server page to the known session, which it then opens', async () => {
    useSession.setState({ isLoading: true });
    const { user } = renderNav();
    // Hidden here (no <html data-session>): found by its place in the markup.
    const button = document.querySelector('[popovertarget="account-menu"]') as HTMLElement;
    const menu = document.getElementById('account-menu');
    expect(button).toHaveAccessibleName('Account menu');
    act(() =>
      signIn({ email: 'member@example.com', is_superuser: false, association_admins: [], profile_picture: null }),
    );
    // The same elements: a press begun before is not lost with a swapped button.
    expect(screen.getByRole('button', { name: 'Account menu' })).toBe(button);
    expect(document.getElementById('account-menu')).toBe(menu);
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/user/dashboard/profile',
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the theme: a pressed "Dark theme" button, moon while light, sun while dark, stored and applied', async () => {
    const { user } = renderNav();
    const toggle = screen.getByRole('button', { name: 'Dark theme', pressed: false });
    // Both icons are there; the root's theme class picks one by CSS (the server cannot know the choice).
    expect(toggle.querySelector('.lucide-moon')).not.toBeNull();
    expect(toggle.querySelector('.lucide-sun')).not.toBeNull();
    await user.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('has a phone menu its button opens natively, whose search works and whose choices close it', async () => {
    const { user } = renderNav('/about-us');
    // The browser opens and closes it (popovertarget): the same element before and after the page's code.
    const button = screen.getByRole('button', { name: 'Open menu' });
    // Hidden until the browser opens it: found by its id (an accessible name is not computed for what is hidden).
    const menu = document.getElementById(MOBILE_MENU_ID) as HTMLElement;
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(menu).toHaveAttribute('aria-label', 'Menu');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(within(menu).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
    // jsdom has no popovers: what the menu asks of the browser is recorded.
    const hidePopover = jest.fn();
    Object.assign(menu, { hidePopover });

    await user.type(
      within(menu).getByRole('searchbox', { name: 'Search associations', hidden: true }),
      'Notre Dame{Enter}',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/associations?name=Notre+Dame');
    expect(hidePopover).toHaveBeenCalledTimes(1);

    await user.click(within(menu).getByRole('link', { name: 'About', hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about-us$/);
    expect(hidePopover).toHaveBeenCalledTimes(2);
  });

  it('offers a signed-in visitor the account actions in the phone menu', () => {
    signIn({ id: 1, email: 'ada@example.com' });
    renderNav('/');
    const menu = document.getElementById(MOBILE_MENU_ID) as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(within(menu).getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sign Up', hidden: true })).toBeNull();
  });
});
