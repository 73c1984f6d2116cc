import { describe, expect, it } from '@jest/globals';
import { headTags, type PageHead } from '../head';

const site = { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site & more' };
const NAME = 'Old </script><script>alert("x")</script> "Scholars" & Co\'s';

const head = (fields: Partial<PageHead> = {}): PageHead => ({
  title: `${NAME} | Alumni Connect`,
  name: NAME,
  isIndexed: true,
  ...fields,
});

/** Every tag of the head, one a line, for readable expectations. */
const tagsOf = (html: string) => html.replace(/></g, '>\n<').split('\n');

describe('headTags', () => {
  it('escapes every text in the title and in attributes: no tag, quote or bare & gets through', () => {
    const html = headTags(head({ description: 'Tagline "quoted" & <b>bold</b>' }), site);
    const escaped =
      'Old &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Scholars&quot; &amp; Co&#39;s';
    expect(tagsOf(html)).toEqual([
      `<title>${escaped} | Alumni Connect</title>`,
      '<meta name="description" content="Tagline &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;">',
      '<meta property="og:site_name" content="Alumni Connect">',
      '<meta property="og:type" content="website">',
      `<meta property="og:title" content="${escaped}">`,
      '<meta property="og:description" content="Tagline &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;">',
      '<meta name="twitter:card" content="summary">',
      `<meta name="twitter:title" content="${escaped}">`,
      '<meta name="twitter:description" content="Tagline &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;">',
    ]);
    expect(html).not.toContain('<script');
  });

  it("writes absolute URLs on the site's origin: canonical, og:url, the image (a large card for a cover)", () => {
    const html = headTags(
      head({
        canonicalPath: '/associations/7',
        image: { path: '/media/covers/a b.webp', alt: 'A & B', isLarge: true },
      }),
      site,
    );
    const tags = tagsOf(html);
    expect(tags).toContain('<link rel="canonical" href="https://alumni.example.org/associations/7">');
    expect(tags).toContain('<meta property="og:url" content="https://alumni.example.org/associations/7">');
    expect(tags).toContain('<meta property="og:image" content="https://alumni.example.org/media/covers/a%20b.webp">');
    expect(tags).toContain('<meta property="og:image:alt" content="A &amp; B">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta name="twitter:image" content="https://alumni.example.org/media/covers/a%20b.webp">');
    // The site's description when the page has none.
    expect(tags).toContain('<meta name="description" content="The site &amp; more">');
  });

  it("preloads the first screen's picture when it is the site's own, with the URL the page's image uses", () => {
    const tags = tagsOf(headTags(head({ firstScreenImage: '/media/covers/7.webp?"x' }), site));
    expect(tags).toContain('<link rel="preload" as="image" href="/media/covers/7.webp?&quot;x" fetchpriority="high">');
    expect(tagsOf(headTags(head({ firstScreenImage: 'https://cdn.example/7.webp' }), site)).join('')).not.toContain(
      'preload',
    );
  });

  it('says noindex for a page kept out of search engines, and names no canonical URL it was not given', () => {
    const tags = tagsOf(headTags(head({ isIndexed: false }), site));
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags.some((t) => t.startsWith('<link rel="canonical"'))).toBe(false);
  });

  it('writes JSON-LD that no text can break out of, and that parses back to the data', () => {
    const data = { '@type': 'Organization', name: NAME, description: 'a <!-- b --> c & d \u2028 e' };
    const html = headTags(head({ jsonLd: data }), site);
    const script = /<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
    expect(script).not.toBeNull();
    const body = script?.[1] ?? '';
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(data);
    // One element: the name's </script> did not end it early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
