import { API_BASE_PATH } from '@alumni/shared/contracts';
import { escapeHtml } from '@alumni/shared/format';

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

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text in it
 * (`</script>`, `<!--`) can end the element or start markup; U+2028/2029 too, for older parsers.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The site's own preview picture (web/assets/site-preview.png, drawn from site-preview.svg), 1200 x 630. */
export const SITE_PREVIEW = { path: '/site-preview.png', file: 'site-preview.png' } as const;

type Meta = [attribute: 'name' | 'property', key: string, content: string | undefined];

/**
 * The page's title, canonical URL, description, robots, Open Graph and Twitter card tags and JSON-LD, every
 * text HTML-escaped, every URL absolute on the site's origin; a tag with nothing to say is left out.
 */
export function headTags(head: PageHead, site: Site): string {
  const description = head.description ?? (site.description || undefined);
  const url = head.canonicalPath ? siteUrl(site, head.canonicalPath) : undefined;
  const image = head.image ? imageUrl(site, head.image.path) : undefined;
  const imageAlt = image ? head.image?.alt : undefined;
  const metas: Meta[] = [
    ['name', 'description', description],
    ['name', 'robots', head.isIndexed ? undefined : 'noindex'],
    ['property', 'og:site_name', site.name],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:title', head.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', imageAlt],
    ['name', 'twitter:card', image && head.image?.isLarge ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', imageAlt],
  ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    ...metas
      .filter((meta): meta is [Meta[0], string, string] => meta[2] !== undefined)
      .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`),
    head.firstScreenImage?.startsWith('/media/')
      ? `<link rel="preload" as="image" href="${escapeHtml(head.firstScreenImage)}" fetchpriority="high">`
      : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ].join('');
}
