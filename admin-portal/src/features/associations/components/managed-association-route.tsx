import { NotFoundScreen, useSession } from '@alumni/shared';
import { Outlet, useParams } from 'react-router';

/** The `:associationId` of the current admin route as a number (NaN when it is not one). */
export function useAssociationId(): number {
  const { associationId } = useParams();
  return /^\d+$/.test(associationId ?? '') ? Number(associationId) : Number.NaN;
}

/**
 * Pages of one association, only for its admins (from the session's association_admins): another
 * association's id shows Page Not Found, revealing nothing of it, as the API answers 404.
 */
export function ManagedAssociationRoute() {
  const id = useAssociationId();
  const manages = useSession(
    (s) => s.user?.association_admins.some((entry) => entry.alumni_association.id === id) ?? false,
  );
  return manages ? <Outlet /> : <NotFoundScreen />;
}
