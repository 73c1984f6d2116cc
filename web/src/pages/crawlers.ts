import { escapeHtml } from '@alumni/shared/format';
import { PORTALS, PUBLIC_PAGES } from '@alumni/shared/portals';
import { siteUrl, type Site } from './head';

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
 * event's page, absolute URLs on the site's origin, XML-escaped; at most the protocol's 50,000 URLs.
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
  ].slice(0, SITEMAP_MAX_URLS);
  const urls = paths.map((path) => `<url><loc>${escapeHtml(siteUrl(site, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
