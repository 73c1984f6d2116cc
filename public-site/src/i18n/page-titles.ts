/*
 * Each public page's title, declared once for the browser's tab (the page's usePageTitle, on every client-side
 * navigation) and for its server head (app/page-heads.ts, through the page's route loader): a text of the catalog the
 * page itself reads and, for a page about one thing, how that thing names it. So the tab reads the same whether
 * the page came from the server or was opened in the browser.
 */
import { usePageTitle, usePortalCatalog } from '@alumni/shared';
import type { AlumniEvent, PublicUser } from '@alumni/shared/contracts';
import { catalogText, fillText, SHELL_CATALOGS, type Language } from '@alumni/shared/i18n';
import type { PublicPageName } from '@alumni/shared/portals';
import { PUBLIC_AUTH_CATALOGS, type PublicAuthMessageId } from './catalogs/public-auth';
import { PUBLIC_PAGES_CATALOGS, type PublicPagesMessageId } from './catalogs/public-pages';

type TitleId = { pages: PublicPagesMessageId } | { auth: PublicAuthMessageId };

/** Each page's title; a page about one thing shows it until that thing is read, or when it cannot be. */
const PAGE_TITLES: Record<PublicPageName, TitleId> = {
  landing: { pages: 'landing.title' },
  'landing-alternate': { pages: 'landing.title' },
  login: { auth: 'login.title' },
  signup: { auth: 'signUp.pageTitle' },
  'forgot-password': { auth: 'forgot.title' },
  'reset-password': { auth: 'reset.title' },
  'verify-email': { auth: 'verify.title' },
  about: { pages: 'about.title' },
  'public-profile': { auth: 'profile.title' },
  'certificate-verify': { auth: 'certificate.title' },
  associations: { pages: 'associations.title' },
  association: { pages: 'association.fallbackTitle' },
  'membership-options': { pages: 'memberships.options' },
  'be-a-member': { pages: 'memberships.beAMember' },
  events: { pages: 'events.title' },
  event: { pages: 'event.fallbackTitle' },
};

type Values = Record<string, string | number>;
/** A text of the public pages' catalog, or of the public-auth one, in `language`, its `{name}`s filled. */
export const pagesText = (language: Language, id: PublicPagesMessageId, values?: Values) =>
  fillText(PUBLIC_PAGES_CATALOGS.text(language, id), values);
export const authText = (language: Language, id: PublicAuthMessageId, values?: Values) =>
  fillText(PUBLIC_AUTH_CATALOGS.text(language, id), values);

/**
 * The catalogs the titles come from, in `language`: the server render and the browser load them before a page
 * renders; a loader awaits them too, so a head is never written in English for want of them.
 */
export const loadTitleTexts = (language: Language) =>
  Promise.all([PUBLIC_PAGES_CATALOGS.load(language), PUBLIC_AUTH_CATALOGS.load(language)]);

/** Page `name`'s own title in `language`. */
export function pageTitleText(language: Language, name: PublicPageName): string {
  const id = PAGE_TITLES[name];
  return 'pages' in id ? pagesText(language, id.pages) : authText(language, id.auth);
}

/** An association's page: its name; its membership options and form: "<their title>: <its name>". */
export const associationPageTitle = (language: Language, name: PublicPageName, associationName: string) =>
  name === 'association' ? associationName : `${pageTitleText(language, name)}: ${associationName}`;

/** An event's page: its title, which says so once it is cancelled. */
export const eventTitle = (language: Language, event: Pick<AlumniEvent, 'title' | 'status'>) =>
  event.status === 'cancelled' ? pagesText(language, 'event.cancelledTitle', { title: event.title }) : event.title;

/** A public profile: the person's name ("Alumni Connect member" without one). */
export const personTitle = (language: Language, user: Pick<PublicUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim() || authText(language, 'profile.memberFallback');

/** A certificate's page: whose it is; a code that verifies nothing: "Not a valid certificate". */
export const certificateTitle = (language: Language, holderName: string | null) =>
  holderName === null
    ? authText(language, 'certificate.notFoundPageTitle')
    : authText(language, 'certificate.pageTitle', { name: holderName });

/** Page Not Found (the shell's screen). */
export const notFoundTitle = (language: Language) => catalogText(SHELL_CATALOGS, language, 'notFound.title');

/**
 * Sets the browser tab's title: `title` (a page about one thing, once it is read: associationPageTitle, eventTitle...),
 * else page `name`'s own, in the page's language (a Bangla page waits for its title's catalog).
 */
export function usePublicPageTitle(name: PublicPageName, title?: string): void {
  const id = PAGE_TITLES[name];
  const text = usePortalCatalog<string>('pages' in id ? PUBLIC_PAGES_CATALOGS : PUBLIC_AUTH_CATALOGS);
  usePageTitle(title ?? text('pages' in id ? id.pages : id.auth));
}
