import { originState, PageSpinner, useSession } from '@alumni/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Signed-in users only; others go to sign-up remembering where they were (the shell guards' rule, spec section 4). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const isLoading = useSession((s) => s.isLoading);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  if (isLoading) return <PageSpinner minH="60vh" />;
  if (!isAuthenticated) return <Navigate to="/signup" state={originState(location)} replace />;
  return children;
}
