import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapXml } from '../crawlers';

const locsOf = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
/** The English addresses (each followed by its Bangla one). */
const englishLocsOf = (xml: string) => locsOf(xml).filter((_, i) => i % 2 === 0);

describe('sitemapXml', () => {
  it('lists the indexed public pages, each association and each upcoming event, absolute on the origin', () => {
    const xml = sitemapXml({ origin: 'https://alumni.example.org' }, [{ id: 4 }, { id: 9 }], [{ id: 12 }, { id: 30 }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(englishLocsOf(xml)).toEqual([
      'https://alumni.example.org/',
      'https://alumni.example.org/login',
      'https://alumni.example.org/signup',
      'https://alumni.example.org/about-us',
      'https://alumni.example.org/associations',
      'https://alumni.example.org/events',
      'https://alumni.example.org/associations/4',
      'https://alumni.example.org/associations/4/memberships',
      'https://alumni.example.org/associations/9',
      'https://alumni.example.org/associations/9/memberships',
      'https://alumni.example.org/events/12',
      'https://alumni.example.org/events/30',
    ]);
  });

  it('lists each page in Bangla too, each address naming both languages and x-default as alternates', () => {
    const xml = sitemapXml({ origin: 'https://a.example' }, [{ id: 4 }]);
    const locs = locsOf(xml);
    expect(locs).toHaveLength(2 * 8);
    expect(locs.slice(0, 2)).toEqual(['https://a.example/', 'https://a.example/?lang=bn']);
    expect(locs.slice(-2)).toEqual([
      'https://a.example/associations/4/memberships',
      'https://a.example/associations/4/memberships?lang=bn',
    ]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/about-us"/>' +
      '<xhtml:link rel="alternate" hreflang="bn" href="https://a.example/about-us?lang=bn"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/about-us"/>';
    expect(xml).toContain(`<url><loc>https://a.example/about-us</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://a.example/about-us?lang=bn</loc>${alternates}</url>`);
  });

  it('escapes the URLs for XML (an origin served below a path with & and quotes)', () => {
    const xml = sitemapXml({ origin: "https://example.org/a&b'c" }, [{ id: 1 }]);
    expect(locsOf(xml)[0]).toBe('https://example.org/a&amp;b&#39;c/');
    expect(xml).not.toMatch(/&(?!amp;|#39;|quot;|lt;|gt;)/);
  });

  it('stops at the protocol limit of 50,000 URLs', () => {
    const many = Array.from({ length: 30_000 }, (_, i) => ({ id: i + 1 }));
    expect(locsOf(sitemapXml({ origin: 'https://a.example' }, many))).toHaveLength(50_000);
  });
});

describe('robotsTxt', () => {
  it('allows the public site, keeps crawlers out of the API and every dashboard, and names the sitemap', () => {
    expect(robotsTxt({ origin: 'https://alumni.example.org' }).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /user/dashboard',
      'Disallow: /admin/dashboard',
      'Disallow: /superAdmin/dashboard',
      '',
      'Sitemap: https://alumni.example.org/sitemap.xml',
      '',
    ]);
  });
});
