import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { makeUser, renderWithProviders, screen, expectLinks } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from '../../../app/App';

const signIn = (fields: Partial<User>) =>
  useSession.getState().setUser(makeUser({ first_name: '', last_name: '', phone_number: '', ...fields }));

/** Mounted the way the shell mounts it: on /user/dashboard/*. */
const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/user/dashboard/*" element={<App />} />
    </Routes>,
    { route },
  );

beforeEach(() => useSession.getState().setUser(null));

describe('Welcome page', () => {
  it.each(['/user/dashboard', '/user/dashboard/home'])(
    'greets by first and last name at %s when name and phone are all there',
    (route) => {
      signIn({ first_name: 'Ada', last_name: 'Lovelace', phone_number: '01712345678' });
      renderAt(route);
      expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
      expect(screen.queryByText('Notice')).not.toBeInTheDocument();
    },
  );

  it('asks for name and phone through the profile menu when all three are missing', () => {
    signIn({});
    renderAt('/user/dashboard/home');
    expect(screen.getByText('Notice')).toBeInTheDocument();
    expect(screen.getByText(/update them from the profile menu/)).toBeInTheDocument();
    expectLinks([[/View Profile/, '/user/dashboard/profile/update']]);
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('shows neither greeting nor notice when only some are present', () => {
    signIn({ first_name: 'Ada', last_name: 'Lovelace' });
    renderAt('/user/dashboard/home');
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Notice')).not.toBeInTheDocument();
  });

  it('shows Page Not Found for unknown sub-routes', () => {
    signIn({});
    renderAt('/user/dashboard/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
