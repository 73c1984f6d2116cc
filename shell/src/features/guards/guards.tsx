import { FullScreenSpinner, originState, useSession, type SessionRoles } from '@alumni/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

type GuardProps = { children: ReactNode };

function Guard({
  children,
  allowed,
  redirectTo,
}: GuardProps & { allowed: (roles: SessionRoles) => boolean; redirectTo: string }) {
  const location = useLocation();
  const isLoading = useSession((s) => s.isLoading);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isAdmin = useSession((s) => s.isAdmin);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);

  if (isLoading) return <FullScreenSpinner />;
  if (!allowed({ isAuthenticated, isAdmin, isSuperAdmin })) {
    return <Navigate to={redirectTo} state={originState(location)} replace />;
  }
  return children;
}

/** Signed-in users only; others go to sign-up, remembering where they were (spec section 4). */
export const RequireSignedIn = ({ children }: GuardProps) => (
  <Guard allowed={(r) => r.isAuthenticated} redirectTo="/signup">
    {children}
  </Guard>
);

/** Association admins only; others go to login, remembering where they were. */
export const RequireAdmin = ({ children }: GuardProps) => (
  <Guard allowed={(r) => r.isAuthenticated && r.isAdmin} redirectTo="/login">
    {children}
  </Guard>
);

/** The super admin only; others go to login, remembering where they were. */
export const RequireSuperAdmin = ({ children }: GuardProps) => (
  <Guard allowed={(r) => r.isAuthenticated && r.isSuperAdmin} redirectTo="/login">
    {children}
  </Guard>
);
