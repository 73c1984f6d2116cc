import { FullScreenSpinner, lazyComponent, NotFoundScreen } from '@alumni/shared';
import { PORTALS, type Portal, type PortalRole } from '@alumni/shared/portals';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAdmin, RequireSignedIn, RequireSuperAdmin } from '../features/guards/guards';
import { PublicLayout } from '../features/layout/public-layout';
import { ScrollManager } from '../features/layout/scroll-manager';
import { RemoteApp } from '../remotes/remote-app';
import { isPublicPath } from './public-paths';

/** The portal mounted on `/` (the registry's public site), and the dashboards mounted below their own paths. */
const PUBLIC_PORTAL = PORTALS.find((p) => p.mountPath === '/');
const DASHBOARDS = PORTALS.filter((p) => p.mountPath !== '/');

/** The guard in front of a dashboard, by the role its portal serves (the registry's `role`). */
const GUARDS: Record<PortalRole, ComponentType<{ children: ReactNode }>> = {
  visitor: ({ children }) => children,
  member: RequireSignedIn,
  admin: RequireAdmin,
  'super-admin': RequireSuperAdmin,
};

/**
 * The public site is mounted on the catch-all route so its App can use absolute paths; which paths
 * are public is decided here, the rest get Page Not Found inside the public layout.
 */
function PublicArea() {
  const { pathname } = useLocation();
  const isPublic = PUBLIC_PORTAL && isPublicPath(pathname);
  return <PublicLayout>{isPublic ? <RemoteApp name={PUBLIC_PORTAL.name} /> : <NotFoundScreen />}</PublicLayout>;
}

/** The dashboard frame (top bar, side menu, its drawer, help widget) loads with the first dashboard page. */
const DashboardLayout = lazyComponent(() => import('../features/dashboard/dashboard-layout'), 'DashboardLayout');

function Dashboard({ portal }: { portal: Portal }) {
  const Guard = GUARDS[portal.role];
  return (
    <Guard>
      <Suspense fallback={<FullScreenSpinner />}>
        <DashboardLayout portal={portal.name}>
          <RemoteApp name={portal.name} />
        </DashboardLayout>
      </Suspense>
    </Guard>
  );
}

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        {DASHBOARDS.map((portal) => (
          <Route
            key={portal.name}
            path={`${portal.mountPath}/*`}
            element={<Dashboard key={portal.name} portal={portal} />}
          />
        ))}
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </>
  );
}
