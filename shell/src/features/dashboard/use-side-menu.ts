import { useLanguage, useSession } from '@alumni/shared';
import {
  PORTALS,
  resolveMenu,
  viewerRole,
  type PortalMenu,
  type PortalName,
  type PortalRole,
  type ResolvedEntry,
} from '@alumni/shared/portals';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadedRemoteMenu, loadRemoteMenu } from '../../remotes/load-remote-menu';
import { managedAssociationInPath } from './managed-association';

const SUPER_ADMIN_PORTAL = PORTALS.find((p) => p.role === 'super-admin')?.name;

/**
 * The portal whose menu the frame shows: the mounted one's, except that the super admin sees the super admin
 * menu on every dashboard page and never the user menu (spec "Dashboard shell").
 */
const menuPortal = (mounted: PortalName, role: PortalRole) => (role === 'super-admin' && SUPER_ADMIN_PORTAL) || mounted;

type Loaded = { portal: PortalName; menu: PortalMenu | null };

/**
 * The side menu the portal declares (its `./menu`) for this viewer and page. No entries while it loads, and
 * none when it cannot load: the portal's own pages still work.
 */
export function useSideMenu(mounted: PortalName): { entries: ResolvedEntry[]; isLoading: boolean } {
  const { pathname } = useLocation();
  const language = useLanguage();
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isAdmin = useSession((s) => s.isAdmin);
  const isSuperAdmin = useSession((s) => s.isSuperAdmin);
  const role = viewerRole({ isAuthenticated, isAdmin, isSuperAdmin });
  const portal = menuPortal(mounted, role);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (loadedRemoteMenu(portal)) return;
    let active = true;
    loadRemoteMenu(portal).then(
      (menu) => active && setLoaded({ portal, menu }),
      (error: unknown) => {
        console.warn(`The side menu of "${portal}" could not load; showing none`, error);
        if (active) setLoaded({ portal, menu: null });
      },
    );
    return () => {
      active = false;
    };
  }, [portal]);

  const menu = loadedRemoteMenu(portal) ?? (loaded?.portal === portal ? loaded.menu : undefined);
  if (menu === undefined) return { entries: [], isLoading: true };
  if (menu === null) return { entries: [], isLoading: false };
  const association = managedAssociationInPath(pathname, user);
  return { entries: resolveMenu(menu, portal, { role, associationId: association?.id }, language), isLoading: false };
}
