// Test helpers for this package (never imported by app code).
import { makeSuperAdmin, renderMountedAt, signIn } from '@alumni/shared/testing';
import { App } from './app/App';

export const superAdmin = makeSuperAdmin({
  email: 'root@example.com',
  first_name: 'Site',
  last_name: 'Admin',
  phone_number: '01700000000',
  bio: 'Runs the site.',
});

export const signInSuperAdmin = () => signIn(superAdmin);

export const renderSuperAdminAt = (route: string) => renderMountedAt('/superAdmin/dashboard/*', App, route);

export { httpError, ok } from '@alumni/shared/testing';
