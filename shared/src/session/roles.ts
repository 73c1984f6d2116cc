import type { User } from '../contracts';

export type SessionRoles = { isAuthenticated: boolean; isAdmin: boolean; isSuperAdmin: boolean };

/** Spec section 4: authenticated = has an e-mail; admin = manages an association; super admin = is_superuser. */
export function rolesOf(user: User | null): SessionRoles {
  return {
    isAuthenticated: Boolean(user?.email),
    isAdmin: (user?.association_admins?.length ?? 0) > 0,
    isSuperAdmin: user?.is_superuser === true,
  };
}

/** Dashboard and profile targets of the navigation bar (spec section 2). */
export const dashboardPathFor = (roles: Pick<SessionRoles, 'isSuperAdmin'>) =>
  roles.isSuperAdmin ? '/superAdmin/dashboard' : '/user/dashboard';
export const profilePathFor = (roles: Pick<SessionRoles, 'isSuperAdmin'>) => `${dashboardPathFor(roles)}/profile`;
