// Test helpers for this package (never imported by app code).
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { LocationDisplay, renderWithProviders } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from './app/App';

export const ASSOCIATION_ID = 7;

/** Signs in an admin of association 7 ("Dhaka College Alumni"). */
export function signInAdmin() {
  useSession.getState().setUser({
    id: 1,
    email: 'admin@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    is_superuser: false,
    association_admins: [{ designation: 'President', alumni_association: { id: ASSOCIATION_ID, name: 'Dhaka College Alumni', logo: null } }],
  } as unknown as User);
}

/** The admin portal mounted as the shell mounts it, with the location printed. */
export const renderAdminAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/dashboard/*" element={<App />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );

/** An axios-like answer for jest mocks of the `api` methods. */
export const ok = <T,>(data: T, status = 200) => ({ data, status, headers: {} });

/** An axios-like error with a server body. */
export const httpError = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data: body } });
