import { FullScreenSpinner, lazyComponent, NotFoundScreen } from '@alumni/shared';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAdmin, RequireSignedIn, RequireSuperAdmin } from '../features/guards/guards';
import { PublicLayout } from '../features/layout/public-layout';
import { ScrollManager } from '../features/layout/scroll-manager';
import { RemoteApp } from '../remotes/remote-app';
import { isPublicPath } from './public-paths';

/**
 * The public site is mounted on the catch-all route so its App can use absolute paths; which paths
 * are public is decided here, the rest get Page Not Found inside the public layout.
 */
function PublicArea() {
  const { pathname } = useLocation();
  return <PublicLayout>{isPublicPath(pathname) ? <RemoteApp name="public_site" /> : <NotFoundScreen />}</PublicLayout>;
}

/** The dashboard frame (top bar, side menu, its drawer, help widget) loads with the first dashboard page. */
const DashboardLayout = lazyComponent(() => import('../features/dashboard/dashboard-layout'), 'DashboardLayout');

const dashboard = (guard: (children: ReactNode) => ReactNode, remote: ReactNode) =>
  guard(
    <Suspense fallback={<FullScreenSpinner />}>
      <DashboardLayout>{remote}</DashboardLayout>
    </Suspense>,
  );

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route
          path="/user/dashboard/*"
          element={dashboard(
            (c) => (
              <RequireSignedIn>{c}</RequireSignedIn>
            ),
            <RemoteApp name="member_portal" />,
          )}
        />
        <Route
          path="/admin/dashboard/*"
          element={dashboard(
            (c) => (
              <RequireAdmin>{c}</RequireAdmin>
            ),
            <RemoteApp name="admin_portal" />,
          )}
        />
        <Route
          path="/superAdmin/dashboard/*"
          element={dashboard(
            (c) => (
              <RequireSuperAdmin>{c}</RequireSuperAdmin>
            ),
            <RemoteApp name="superadmin_portal" />,
          )}
        />
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </>
  );
}
