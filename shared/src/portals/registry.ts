// The one list of portals (the remotes the shell mounts) and of the host. The data is portals.json, so the
// webpack preset (CommonJS) and the scripts read it as it is; this module types it and answers the lookups.
import data from './portals.json';

/** A portal's Module Federation name (`member_portal`): one of the names in portals.json. */
export type PortalName = string;
/** Who a portal serves: its guard lets in a visitor (anyone), a signed-in member, an association admin or the super admin. */
export type PortalRole = 'visitor' | 'member' | 'admin' | 'super-admin';
export type Portal = {
  name: PortalName;
  /** Its package folder, also its folder under /portals/ and DATA_DIR/releases/. */
  folder: string;
  /** Its npm name (`@alumni/member-portal`). */
  package: string;
  /** Where the shell mounts its App: `/` for the public site, `/user/dashboard` for the member portal. */
  mountPath: string;
  devPort: number;
  role: PortalRole;
  /**
   * Its build has a server bundle beside the browser one (`<version>/server/remoteEntry.js`): the server
   * renders its pages into the HTML, from whatever version the release manifest names.
   */
  serverRendered?: boolean;
};
export type Host = { name: 'shell'; folder: string; package: string; devPort: number };

export const PORTALS: readonly Portal[] = data.portals as Portal[];
export const HOST = data.host as Host;

export const portalNamed = (name: PortalName): Portal | undefined => PORTALS.find((p) => p.name === name);

/** A portal by any of its names: `admin_portal`, `admin-portal` or `@alumni/admin-portal`. */
export const findPortal = (argument: string): Portal | undefined =>
  PORTALS.find((p) => argument === p.name || argument === p.folder || argument === p.package);

const holds = (mountPath: string, pathname: string) =>
  mountPath === '/' || pathname === mountPath || pathname.startsWith(`${mountPath}/`);

/** The portal mounted on `pathname`: the one with the longest mount path holding it (the public site's is `/`). */
export function portalForPath(pathname: string): Portal {
  const candidates = PORTALS.filter((p) => holds(p.mountPath, pathname));
  return candidates.reduce((best, p) => (p.mountPath.length > best.mountPath.length ? p : best));
}

/** A page of `portal` from a path relative to its mount point: (`member_portal`, `home`) -> `/user/dashboard/home`. */
export function portalPath(portal: Portal, path: string): string {
  const base = portal.mountPath.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}
