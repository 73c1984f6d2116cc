// The one table of the public site's pages: the public site's routes are made from it (one per entry, with the
// page's element and loader by its name: public-site/src/app/App.tsx; the loader answers the page's status and head,
// public-site/src/app/page-answers.ts), and the shell mounts the public site on these paths (anything else outside
// the dashboards is Page Not Found, which the server renders too).
import { matchRoutes } from 'react-router';
import { PRODUCT_NAME } from '../ui/brand/product';
import type { PageAnswer } from './server-render';

export { PRODUCT_NAME };

/** A page of the table below; its name picks its element, loader and title in the public site. */
type PageEntry = {
  name: string;
  /** A react-router pattern: `:param` stands for one segment. */
  pattern: string;
  /** Listed in sitemap.xml and open to search engines; false for one-time links and personal pages (`noindex`). */
  isIndexed: boolean;
  /**
   * The page does its work in the browser as soon as it is there (confirms the e-mail link in its address,
   * sends a signed-out visitor on to sign up): its code starts once it has painted. Every other public page
   * is there to read without code, which starts on the visitor's first use of it
   * (shared/src/hydration/after-paint-scripts.cjs).
   */
  runsAtOnce?: true;
};

const PAGES = [
  { name: 'landing', pattern: '/', isIndexed: true },
  { name: 'landing', pattern: '/home', isIndexed: true },
  { name: 'landing-alternate', pattern: '/landing-page', isIndexed: true },
  { name: 'login', pattern: '/login', isIndexed: true },
  { name: 'signup', pattern: '/signup', isIndexed: true },
  { name: 'forgot-password', pattern: '/forgot-password', isIndexed: false },
  { name: 'reset-password', pattern: '/reset-password', isIndexed: false },
  { name: 'verify-email', pattern: '/verify-email', isIndexed: false, runsAtOnce: true },
  { name: 'about', pattern: '/about-us', isIndexed: true },
  { name: 'public-profile', pattern: '/user/:handle', isIndexed: false },
  // The link in a certificate's QR code: what the certificate says and whether it is valid today.
  { name: 'certificate-verify', pattern: '/verify/:code', isIndexed: false },
  { name: 'associations', pattern: '/associations', isIndexed: true },
  { name: 'association', pattern: '/associations/:id', isIndexed: true },
  { name: 'membership-options', pattern: '/associations/:id/memberships', isIndexed: true },
  { name: 'be-a-member', pattern: '/associations/:id/memberships/:membershipId', isIndexed: false, runsAtOnce: true },
  { name: 'events', pattern: '/events', isIndexed: true },
  // An event's page: what, when and where, and the signed-in visitor's answer (going, not going, waiting list).
  { name: 'event', pattern: '/events/:eventId', isIndexed: true },
] as const satisfies readonly PageEntry[];

/** The public pages' names, as the table declares them. */
export type PublicPageName = (typeof PAGES)[number]['name'];
export type PublicPage = PageEntry & { name: PublicPageName };
export const PUBLIC_PAGES: readonly PublicPage[] = PAGES;

/** The title of the Page Not Found screen. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** A tab title: "<title> | Alumni Connect", or the product name alone. */
export const pageTitle = (title?: string) => (title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME);

/**
 * A public page whose loader or server render failed, or did not answer in time: the browser renders it, and a
 * crawler is asked to come back (503, Retry-After) and keeps it out of its index meanwhile.
 */
export const UNAVAILABLE_ANSWER: PageAnswer = {
  status: 503,
  headers: { 'Retry-After': '5' },
  head: { title: pageTitle(), name: PRODUCT_NAME, isIndexed: false },
};

export type PublicPageMatch = { page: PublicPage; params: Record<string, string> };

const ROUTES = PUBLIC_PAGES.map((page) => ({ path: page.pattern, page }));
/** Each path's answer, kept: React Router flattens and ranks the routes on every call (about 75 µs on a server). */
const matched = new Map<string, PublicPageMatch | null>();
const MAX_MATCHED = 500;

/**
 * The public page on `pathname` and its decoded parameters, or null (Page Not Found, or a dashboard's path):
 * React Router's own matching of the table's patterns, as the public site's routes match them (static segments in
 * any case, a trailing slash allowed, each `:param` one non-empty segment).
 */
export function matchPublicPage(pathname: string): PublicPageMatch | null {
  let match = matched.get(pathname);
  if (match === undefined) {
    const found = matchRoutes(ROUTES, pathname)?.[0];
    match = found ? { page: found.route.page, params: found.params as Record<string, string> } : null;
    if (matched.size >= MAX_MATCHED) matched.clear();
    matched.set(pathname, match);
  }
  return match;
}
