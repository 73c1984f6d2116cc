// Test helpers for this package (never imported by app code).
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { renderMountedAt } from '@alumni/shared/testing';
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
    association_admins: [
      {
        designation: 'President',
        alumni_association: { id: ASSOCIATION_ID, name: 'Dhaka College Alumni', logo: null },
      },
    ],
  } as unknown as User);
}

/** The admin portal mounted as the shell mounts it, with the location printed. */
export const renderAdminAt = (route: string) => renderMountedAt('/admin/dashboard/*', App, route);

export { httpError, ok } from '@alumni/shared/testing';
