// What a portal's `./menu` module declares (each dashboard portal exposes one; the shell renders it in the
// dashboard frame), and how a declaration becomes the links one viewer sees.
import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';
import type { LazyCatalogs } from '../i18n/lazy-catalogs';
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
  /**
   * The portal's own catalog: each `label` is then one of its ids, shown in the page's language (the shell
   * loads that language's texts with the menu). Without it a label is shown as written.
   */
  catalogs?: LazyCatalogs;
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

type Label = (label: string) => string;

function resolveLink(link: MenuLink, portal: PortalName, viewer: MenuViewer, label: Label): ResolvedLink | null {
  const target = portalNamed(link.portal ?? portal);
  const needsAssociation = link.path.includes(ASSOCIATION_ID);
  if (!target || !sees(viewer, link) || (needsAssociation && viewer.associationId === undefined)) return null;
  const path = link.path.replaceAll(ASSOCIATION_ID, String(viewer.associationId));
  return { label: label(link.label), to: portalPath(target, path), ...(link.icon ? { icon: link.icon } : {}) };
}

/**
 * The links `portal`'s menu shows `viewer`, with absolute paths and labels in `language` (from the menu's
 * catalog, when it has one); a group left with no links is dropped.
 */
export function resolveMenu(
  menu: PortalMenu,
  portal: PortalName,
  viewer: MenuViewer,
  language: Language = 'en',
): ResolvedEntry[] {
  const label: Label = (id) => (menu.catalogs ? menu.catalogs.text(language, id) : id);
  const entries = viewer.associationId !== undefined && menu.associationItems ? menu.associationItems : menu.items;
  return entries.flatMap((entry): ResolvedEntry[] => {
    if (!sees(viewer, entry)) return [];
    if (!('children' in entry)) {
      const link = resolveLink(entry, portal, viewer, label);
      return link ? [link] : [];
    }
    const children = entry.children.flatMap((child) => resolveLink(child, portal, viewer, label) ?? []);
    return children.length > 0 ? [{ label: label(entry.label), children }] : [];
  });
}
