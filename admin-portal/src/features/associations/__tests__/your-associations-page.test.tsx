import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { LocationDisplay, renderWithProviders, screen, within, expectLinks } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from '../../../app/App';

const signIn = (association_admins: User['association_admins']) =>
  useSession
    .getState()
    .setUser({ email: 'ada@example.com', is_superuser: false, association_admins } as unknown as User);

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/dashboard/*" element={<App />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );

beforeEach(() => useSession.getState().setUser(null));

describe('Your Associations', () => {
  it('lists the managed associations with logo, designation and a Manage link', () => {
    signIn([
      {
        designation: 'President',
        alumni_association: { id: 7, name: 'Dhaka College Alumni', logo: '/media/logos/7.webp' },
      },
      { designation: 'Treasurer', alumni_association: { id: 9, name: 'Notre Dame Ex-Students', logo: null } },
    ]);
    renderAt('/admin/dashboard/associations');

    expect(screen.getByRole('heading', { name: 'Your Associations' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Dhaka College Alumni')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('President');
    expect(within(rows[0]).getByRole('img', { name: 'Dhaka College Alumni logo' })).toHaveAttribute(
      'src',
      '/media/logos/7.webp',
    );
    expectLinks([['Manage Notre Dame Ex-Students', '/admin/dashboard/associations/9']], rows[1]);
  });

  it('says so when the user manages none', () => {
    signIn([]);
    renderAt('/admin/dashboard/associations');
    expect(screen.getByText('You do not manage any association yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens on the associations list from the dashboard base', () => {
    signIn([]);
    renderAt('/admin/dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard\/associations$/);
  });

  it('shows Page Not Found for unknown sub-routes', () => {
    signIn([]);
    renderAt('/admin/dashboard/whatever');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
