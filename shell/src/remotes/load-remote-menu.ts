import { pageLanguage } from '@alumni/shared/i18n';
import type { MenuLink, PortalMenu } from '@alumni/shared/portals';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { prepareRemote } from './load-remote-app';

type MenuModule = { menu?: unknown; default?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isLink = (value: unknown): value is MenuLink =>
  isRecord(value) && typeof value.label === 'string' && typeof value.path === 'string';
const isEntry = (value: unknown) =>
  isLink(value) ||
  (isRecord(value) && typeof value.label === 'string' && Array.isArray(value.children) && value.children.every(isLink));
const isEntryList = (value: unknown) => Array.isArray(value) && value.every(isEntry);

/** What a remote's `./menu` exports, checked: it is another team's release, and the frame must not crash on it. */
function readMenu(module: MenuModule | null | undefined, name: string): PortalMenu {
  const menu = module?.menu ?? module?.default;
  if (
    !isRecord(menu) ||
    !isEntryList(menu.items) ||
    !(menu.associationItems === undefined || isEntryList(menu.associationItems))
  )
    throw new Error(`Remote "${name}" exposes no menu of the PortalMenu shape`);
  return menu as PortalMenu;
}

const menus = new Map<string, Promise<PortalMenu>>();
const loaded = new Map<string, PortalMenu>();

/** A menu already loaded: the frame of the next page of that portal shows it at once. */
export const loadedRemoteMenu = (name: string) => loaded.get(name);

/**
 * `<name>/menu`, once per remote, with its catalog's texts in the page's language (a Bangla menu never shows
 * English first); a failure is forgotten, so the next dashboard page asks again.
 */
export function loadRemoteMenu(name: string): Promise<PortalMenu> {
  let menu = menus.get(name);
  if (!menu) {
    menu = prepareRemote(name).then(async () => {
      const read = readMenu(await loadRemote<MenuModule>(`${name}/menu`), name);
      await read.catalogs?.load(pageLanguage());
      return read;
    });
    menus.set(name, menu);
    menu.then(
      (value) => loaded.set(name, value),
      () => menus.delete(name),
    );
  }
  return menu;
}

/** Forget loaded menus (tests). */
export function forgetLoadedMenus(): void {
  menus.clear();
  loaded.clear();
}
