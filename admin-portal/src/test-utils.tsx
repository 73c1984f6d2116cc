// Test helpers for this package (never imported by app code).
import { makeAdmin, renderMountedAt, signIn } from '@alumni/shared/testing';
import { App } from './app/App';

export const ASSOCIATION_ID = 7;

/** Signs in an admin of association 7 ("Dhaka College Alumni"). */
export function signInAdmin() {
  signIn(
    makeAdmin([{ id: ASSOCIATION_ID, name: 'Dhaka College Alumni' }], {
      email: 'admin@example.com',
      last_name: 'Admin',
    }),
  );
}

/** The admin portal mounted as the shell mounts it, with the location printed. */
export const renderAdminAt = (route: string) => renderMountedAt('/admin/dashboard/*', App, route);

export { httpError, ok } from '@alumni/shared/testing';
