// What a portal's `./menu` module declares (each dashboard portal exposes one; the shell renders it in the
// dashboard frame), and how a declaration becomes the links one viewer sees.
import type { ComponentType } from 'react';
import { portalNamed, portalPath, type PortalName, type PortalRole } from './registry';

export type MenuLink = {
  label: string;
  /** Relative to the declaring portal's mount point (`transactions`), or to `portal`'s when that is set. */
  path: string;
  /** Another portal whose page this is (the member portal's Home in the admin portal's menu). */
  portal?: PortalName;
  icon?: ComponentType;
  /** The viewers who see it (see `viewerRole`); all whom the portal lets in when absent. */
  roles?: readonly PortalRole[];
};
export type MenuGroup = { label: string; children: readonly MenuLink[]; roles?: readonly PortalRole[] };
export type MenuEntry = MenuLink | MenuGroup;
export type PortalMenu = {
  items: readonly MenuEntry[];
  /**
   * On the pages of an association the viewer administers (a path holding `associations/<id>`), shown
   * instead of `items`; `:associationId` in a path stands for that association's id.
   */
  associationItems?: readonly MenuEntry[];
};

export type ResolvedLink = { label: string; to: string; icon?: ComponentType };
export type ResolvedEntry = ResolvedLink | { label: string; children: ResolvedLink[] };

/** The one role a viewer's menu is chosen by: the highest they hold. */
export function viewerRole(roles: { isAuthenticated: boolean; isAdmin: boolean; isSuperAdmin: boolean }): PortalRole {
  if (roles.isSuperAdmin) return 'super-admin';
  if (roles.isAdmin) return 'admin';
  return roles.isAuthenticated ? 'member' : 'visitor';
}

export type MenuViewer = { role: PortalRole; associationId?: number };

const ASSOCIATION_ID = ':associationId';
const sees = (viewer: MenuViewer, entry: { roles?: readonly PortalRole[] }) =>
  !entry.roles || entry.roles.includes(viewer.role);

function resolveLink(link: MenuLink, portal: PortalName, viewer: MenuViewer): ResolvedLink | null {
  const target = portalNamed(link.portal ?? portal);
  const needsAssociation = link.path.includes(ASSOCIATION_ID);
  if (!target || !sees(viewer, link) || (needsAssociation && viewer.associationId === undefined)) return null;
  const path = link.path.replaceAll(ASSOCIATION_ID, String(viewer.associationId));
  return { label: link.label, to: portalPath(target, path), ...(link.icon ? { icon: link.icon } : {}) };
}

/** The links `portal`'s menu shows `viewer`, with absolute paths; a group left with no links is dropped. */
export function resolveMenu(menu: PortalMenu, portal: PortalName, viewer: MenuViewer): ResolvedEntry[] {
  const entries = viewer.associationId !== undefined && menu.associationItems ? menu.associationItems : menu.items;
  return entries.flatMap((entry): ResolvedEntry[] => {
    if (!sees(viewer, entry)) return [];
    if (!('children' in entry)) {
      const link = resolveLink(entry, portal, viewer);
      return link ? [link] : [];
    }
    const children = entry.children.flatMap((child) => resolveLink(child, portal, viewer) ?? []);
    return children.length > 0 ? [{ label: entry.label, children }] : [];
  });
}
