import { PUBLIC_PAGES, type PublicPageName } from '../portals/public-pages';

/**
 * The paths of the public pages that stand on their path alone: no parameter, no token in the query and no list
 * to search (the landings, About us and the sign-in pages). The suites that visit every kind of public page
 * (status codes, server render, accessibility) start from these, so a page added to them here is visited by all.
 */
export const FIXED_PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.filter((page) =>
  (['landing', 'landing-alternate', 'about', 'login', 'signup', 'forgot-password'] as PublicPageName[]).includes(
    page.name,
  ),
).map((page) => page.pattern);
