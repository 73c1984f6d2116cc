import { beforeEach, describe, expect, it } from '@jest/globals';
import { useSession } from '@alumni/shared';
import { makeSuperAdmin, renderWithProviders, screen, expectLinks } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from '../../../app/App';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/superAdmin/dashboard/*" element={<App />} />
    </Routes>,
    { route },
  );

beforeEach(() =>
  useSession.getState().setUser(makeSuperAdmin({ email: 'root@example.com', first_name: 'Rahim', last_name: 'Uddin' })),
);

describe('Super admin welcome', () => {
  it.each(['/superAdmin/dashboard', '/superAdmin/dashboard/home'])('welcomes the super admin at %s', (route) => {
    renderAt(route);
    expect(screen.getByRole('heading', { name: 'Welcome, Rahim Uddin!' })).toBeInTheDocument();
    expectLinks([[/Pending requests/, '/superAdmin/dashboard/associations/pending']]);
  });

  it('shows Page Not Found for unknown sub-routes', () => {
    renderAt('/superAdmin/dashboard/unknown');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
