import type { User } from '@alumni/shared/contracts';

const ASSOCIATION_IN_PATH = /\/associations\/(\d+)(?:\/|$)/;

/** The association id in a path like /admin/dashboard/associations/7/members. */
function associationIdInPath(pathname: string): number | undefined {
  const match = ASSOCIATION_IN_PATH.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/** The association of the current page when the user administers it (spec "Dashboard shell"). */
export function managedAssociationInPath(pathname: string, user: User | null) {
  const id = associationIdInPath(pathname);
  if (id === undefined) return undefined;
  return user?.association_admins.find((entry) => entry.alumni_association.id === id)?.alumni_association;
}
