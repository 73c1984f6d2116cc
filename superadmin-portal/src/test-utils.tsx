// Test helpers for this package (never imported by app code).
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { LocationDisplay, renderWithProviders } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from './app/App';

export const superAdmin = {
  id: 1,
  email: 'root@example.com',
  first_name: 'Site',
  last_name: 'Admin',
  phone_number: '01700000000',
  bio: 'Runs the site.',
  profile_picture: null,
  is_superuser: true,
  association_admins: [],
} as unknown as User;

export const signInSuperAdmin = () => useSession.getState().setUser(superAdmin);

export const renderSuperAdminAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/superAdmin/dashboard/*" element={<App />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );

export const ok = <T,>(data: T, status = 200) => ({ data, status, headers: {} });

export const httpError = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data: body } });
