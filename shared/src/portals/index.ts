// @alumni/shared/portals: the portal registry, the remotes.json reader and the menu a portal declares.
// No React, no zod: the API, the scripts and the webpack preset use it too. Named one by one (no `export *`):
// the scripts import it from plain ESM through tsx, which sees only the names a CommonJS module lists.
export { findPortal, HOST, PORTALS, portalForPath, portalNamed, portalPath } from './registry';
export type { Host, Portal, PortalName, PortalRole } from './registry';
export {
  parseManifestEntry,
  parseRemotesManifest,
  scriptOriginsOf,
  serverEntryOf,
  VERSION,
  VERSION_PATTERN,
  versionInPath,
} from './manifest-entry';
export type { ManifestEntry, RemotesManifest } from './manifest-entry';
export { resolveMenu, viewerRole } from './menu';
export type { MenuEntry, MenuGroup, MenuLink, MenuViewer, PortalMenu, ResolvedEntry, ResolvedLink } from './menu';
export {
  matchPublicPage,
  NOT_FOUND_TITLE,
  pageTitle,
  PRODUCT_NAME,
  PUBLIC_PAGES,
  UNAVAILABLE_ANSWER,
} from './public-pages';
export type { PublicPage, PublicPageMatch, PublicPageName } from './public-pages';
export { excerpt, httpUrl, imageUrl, SITE_PREVIEW, siteUrl } from './page-head';
export type { PageHead, Site } from './page-head';
export type {
  ApiCall,
  ApiResponse,
  FirstLoadHint,
  PageAnswer,
  PageLoadContext,
  PageLoaderData,
  ShellRenderInput,
  ShellRenderOutput,
} from './server-render';
