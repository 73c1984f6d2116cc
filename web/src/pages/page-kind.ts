import {
  matchPublicPage,
  NOT_FOUND_TITLE,
  pageTitle,
  PORTALS,
  UNAVAILABLE_ANSWER,
  type PageAnswer,
} from '@alumni/shared/portals';
import type { PageHead, Site } from './head';

/**
 * What the server knows of a page from its path alone: whether it is the public site's (a page of the shared table,
 * or Page Not Found: the server renders it, and its route's loader answers its status and head) or a dashboard's.
 */
export type PageKind = {
  /** A public page or Page Not Found (the server renders it); false for a dashboard's page. */
  isPublic: boolean;
  /** A public page whose code starts once it has painted, not on the visitor's first use (PublicPage.runsAtOnce). */
  runsAtOnce?: boolean;
  /** No public page has this path: Page Not Found. */
  isUnknown?: boolean;
};

/** The dashboards' mount paths (the registry's portals other than the public site), as the shell routes them: any case. */
const DASHBOARDS = PORTALS.filter((p) => p.mountPath !== '/').map((p) => p.mountPath.toLowerCase());
const isDashboardPath = (pathname: string) => {
  const path = pathname.toLowerCase();
  return DASHBOARDS.some((mount) => path === mount || path.startsWith(`${mount}/`));
};

export function pageKind(pathname: string): PageKind {
  const path = pathname === '/index.html' ? '/' : pathname;
  if (isDashboardPath(path)) return { isPublic: false };
  const match = matchPublicPage(path);
  return { isPublic: true, isUnknown: !match, runsAtOnce: match?.page.runsAtOnce === true };
}

/**
 * The answer of a page no route answered: a dashboard's page (200, the site's own head out of search engines: the
 * shell's guards decide, its portal titles itself once signed in); a public page whose server render failed or did
 * not answer in time (503: the browser renders it, a crawler comes back), or whose release declares no answer, or
 * with no server bundle at all (200, or 404 for Page Not Found).
 */
export function answerWithoutRoute(
  kind: PageKind,
  site: Site,
  { renderFailed }: { renderFailed: boolean },
): PageAnswer {
  if (kind.isPublic && renderFailed) return UNAVAILABLE_ANSWER;
  const head: PageHead =
    kind.isPublic && kind.isUnknown
      ? { title: pageTitle(NOT_FOUND_TITLE), name: NOT_FOUND_TITLE, isIndexed: false }
      : { title: pageTitle(), name: site.name, isIndexed: false };
  return { status: kind.isPublic && kind.isUnknown ? 404 : 200, headers: {}, head };
}
