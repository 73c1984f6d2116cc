import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { LocationDisplay, renderWithProviders, screen, waitFor } from '@alumni/shared/testing';
import { AccountMenu } from '../account-menu';

const ITEMS = [
  { label: 'View Profile', to: '/user/dashboard/profile' },
  { label: 'Logout', action: 'logout' as const },
];

beforeEach(() => {
  useSession.getState().setUser({ email: 'rahim@example.com', profile_picture: null } as unknown as User);
  useSession.setState({ isLoading: false });
});

describe('AccountMenu', () => {
  it('has its menu in the page, hidden and out of the accessibility tree, before the first click', () => {
    renderWithProviders(<AccountMenu items={ITEMS} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Built with the button, so that the first click only shows it.
    const built = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(built).toHaveAttribute('role', 'menu');
    expect(built).not.toBeVisible();
  });

  it('shows it on the click, goes where an item points, and closes again', async () => {
    const { user } = renderWithProviders(
      <>
        <AccountMenu items={ITEMS} />
        <LocationDisplay />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard/profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
