import { escapeHtml, jsonForScript } from '@alumni/shared/format';
import { imageUrl, siteUrl, type PageHead, type Site } from '@alumni/shared/portals';

export { SITE_PREVIEW, siteUrl, type PageHead, type Site } from '@alumni/shared/portals';

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
