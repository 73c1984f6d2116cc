// A page's head as a public page's route declares it (public-site/src/app/page-answers.ts) and the web server
// writes it out (web/src/pages/head.ts: headTags), and the helpers both use. No React: the web server uses it too.
import { API_BASE_PATH } from '../contracts/api-path';

/** What a page says about itself in its `<head>`, before it is written out (headTags). */
export type PageHead = {
  /** The whole tab title ("Old Scholars | Alumni Connect"). */
  title: string;
  /** The name previews show in bold (og:title); the title without the product name. */
  name: string;
  /** Without it, the site's description. */
  description?: string;
  /** The page's own path on PUBLIC_ORIGIN (canonical, og:url), for pages open to search engines. */
  canonicalPath?: string;
  /** False: `noindex` (one-time links, personal pages, dashboards, Page Not Found). */
  isIndexed: boolean;
  type?: 'website' | 'profile';
  /** A stored image path (`/media/...`) or an absolute URL; `isLarge` for a wide cover (a large preview card). */
  image?: { path: string; alt: string; isLarge: boolean };
  /**
   * The largest picture of the first screen (an association's cover), on this site: fetched with the page
   * instead of after its scripts (the page's largest paint waits for it).
   */
  firstScreenImage?: string;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

/** The site a page belongs to: its public address (PUBLIC_ORIGIN), name and default description. */
export type Site = { origin: string; name: string; description: string };

const ABSOLUTE = /^https?:\/\//i;
const MAX_DESCRIPTION = 200;

/** A URL of `path` on the site. */
export const siteUrl = (site: Pick<Site, 'origin'>, path: string) => new URL(`${site.origin}${path}`).href;

/** An http(s) URL, normalized (`new URL`), or undefined for anything else. */
export function httpUrl(value: string | null | undefined): string | undefined {
  if (!value || !ABSOLUTE.test(value.trim())) return undefined;
  try {
    return new URL(value.trim()).href;
  } catch {
    return undefined;
  }
}

/**
 * A stored image's absolute URL, as the browser resolves it (resolveMediaUrl): `/media/...` on the site,
 * another relative path under the API, an http(s) URL as it is; nothing else (data:, blob:).
 */
export function imageUrl(site: Pick<Site, 'origin'>, stored: string | null | undefined): string | undefined {
  const value = stored?.trim();
  if (!value) return undefined;
  if (ABSOLUTE.test(value)) return httpUrl(value);
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
    if (value.startsWith('/media/') || value === SITE_PREVIEW.path) return siteUrl(site, value);
    return siteUrl(site, `${API_BASE_PATH}/${value.replace(/^\/+/, '')}`);
  } catch {
    return undefined;
  }
}

/** Text for a meta description: one line, at most about 200 characters, cut between words. */
export function excerpt(text: string | null | undefined, max = MAX_DESCRIPTION): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The site's own preview picture (web/assets/site-preview.png, drawn from site-preview.svg), 1200 x 630. */
export const SITE_PREVIEW = { path: '/site-preview.png', file: 'site-preview.png' } as const;
