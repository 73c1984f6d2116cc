// Test helpers for this package (never imported by app code).
import { useSession } from '@alumni/shared';
import { type User } from '@alumni/shared/contracts';
import { renderMountedAt } from '@alumni/shared/testing';
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

export const renderSuperAdminAt = (route: string) => renderMountedAt('/superAdmin/dashboard/*', App, route);

export { httpError, ok } from '@alumni/shared/testing';
