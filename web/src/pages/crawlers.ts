import { escapeHtml } from '@alumni/shared/format';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@alumni/shared/i18n';
import { PORTALS, PUBLIC_PAGES } from '@alumni/shared/portals';
import { siteUrl, type Site } from './head';
import { pathInLanguage } from './language';

/** The sitemap protocol's limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Public pages open to search engines with a path of their own (no parameter; the landing page once, as `/`). */
const indexedPaths = (): string[] => [
  '/',
  ...PUBLIC_PAGES.filter((p) => p.isIndexed && !p.pattern.includes(':') && !p.name.startsWith('landing')).map(
    (p) => p.pattern,
  ),
];

/**
 * robots.txt: everything public may be crawled, the dashboards and the API not (the one-time pages say
 * `noindex` themselves: a crawler must fetch them to read it); where the sitemap is.
 */
export function robotsTxt(site: Pick<Site, 'origin'>): string {
  const dashboards = PORTALS.filter((p) => p.mountPath !== '/').map((p) => `Disallow: ${p.mountPath}`);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...dashboards,
    '',
    `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: the public pages, each association's page and membership options and each upcoming published
 * event's page, absolute URLs on the site's origin, XML-escaped, in English and in Bangla (`?lang=bn`), each
 * naming both and x-default as its alternates (Google's `xhtml:link`); at most the protocol's 50,000 URLs.
 */
export function sitemapXml(
  site: Pick<Site, 'origin'>,
  associations: readonly { id: number }[],
  events: readonly { id: number }[] = [],
): string {
  const paths = [
    ...indexedPaths(),
    ...associations.flatMap(({ id }) => [`/associations/${id}`, `/associations/${id}/memberships`]),
    ...events.map(({ id }) => `/events/${id}`),
  ].slice(0, Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length));
  const url = (path: string) => escapeHtml(siteUrl(site, path));
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => [language, pathInLanguage(path, language)]),
      ['x-default', pathInLanguage(path, DEFAULT_LANGUAGE)],
    ]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`)
      .join('');
    return LANGUAGES.map((language) => `<url><loc>${url(pathInLanguage(path, language))}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
