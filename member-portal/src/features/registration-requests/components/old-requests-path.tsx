import { Navigate, useLocation } from 'react-router';

/** The feature's former address (`association-requests`, still in old links and bookmarks) leads here. */
export function OldRequestsPath() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${pathname.replace('/association-requests', '/registration-requests')}${search}`} />;
}
