import { Navigate, useLocation } from 'react-router';

/**
 * The product's address is `association-requests` (spec); `registration-requests`, used for a while (in mails
 * and bookmarks), leads there.
 */
export function OldRequestsPath() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${pathname.replace('/registration-requests', '/association-requests')}${search}`} />;
}
