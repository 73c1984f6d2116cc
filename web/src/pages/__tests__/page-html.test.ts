import { describe, expect, it } from '@jest/globals';
import renderIndexHtml from '../../../../shared/build/index-html.cjs';
import { banglaFontPreload, pageHtml, templateDescription, templateScripts } from '../page-html';

// As shared/build/index-html.cjs writes the host's template (shared/src/hydration/page-template.cjs).
const TEMPLATE = `<!doctype html>
<!--html-start-->
  <head>
    <meta charset="utf-8" />
    <!--page-head {"description":"Find your association & more."}-->
    <script>boot()</script>
    <!--end-of-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--body-end-->
    <!--scripts ["/main.js"]-->
  </body>
</html>
`;

describe('templateDescription and templateScripts', () => {
  it("read the built page's description and scripts from its placeholders", () => {
    expect(templateDescription(TEMPLATE)).toBe('Find your association & more.');
    expect(templateDescription('<html><head></head></html>')).toBeUndefined();
    expect(templateScripts(TEMPLATE)).toEqual(['/main.js']);
    expect(templateScripts('<html></html>')).toEqual([]);
  });

  it('read what the build writes, whatever the text holds', () => {
    const built = renderIndexHtml({ title: 'T', description: 'A <b> & --> "x"', scripts: ['/main.1.js', '/a-b.js'] });
    expect(templateDescription(built)).toBe('A <b> & --> "x"');
    expect(templateScripts(built)).toEqual(['/main.1.js', '/a-b.js']);
  });
});

describe('pageHtml', () => {
  it("puts the page's head where the site's was, the hints at the end of the head, and tags the scripts", () => {
    const html = pageHtml(TEMPLATE, {
      language: 'en',
      headTags: '<title>T</title><meta name="description" content="D">',
      endOfHead: '<link rel="preload" href="/x.js" as="script">',
    });
    expect(html).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>T</title><meta name="description" content="D">
    <script>boot()</script>
    <link rel="preload" href="/x.js" as="script">
  </head>
  <body>
    <div id="root"></div>
    
    <script defer src="/main.js"></script>
  </body>
</html>
`);
  });

  it("puts a render's markup in the root, its styles after the hints, its data and then the list of the shell's scripts (started after the paint) where they were", () => {
    const html = pageHtml(TEMPLATE, {
      language: 'en',
      headTags: '<title>T</title>',
      endOfHead: '<link rel="preload" href="/x.js" as="script">',
      rendered: {
        html: '<main>Hello $& $1 <!--app-html--></main>',
        headTags: '<style data-emotion="css">a{}</style>',
        bodyEnd: '<script type="application/json" id="state">{}</script>',
      },
    });
    expect(html).toContain(
      '<link rel="preload" href="/x.js" as="script"><style data-emotion="css">a{}</style>\n  </head>',
    );
    expect(html).toContain(
      '<div id="root"><main>Hello $& $1 <!--app-html--></main></div>\n    <script type="application/json" id="state">{}</script>\n    <script type="application/json" id="after-paint-scripts">["/main.js"]</script>\n  </body>',
    );
    // No tag the browser would fetch before the page has painted.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('marks the list of a page that works at once, so its scripts start after the paint, not on first use', () => {
    const rendered = { html: '<main>x</main>', headTags: '' };
    expect(pageHtml(TEMPLATE, { language: 'en', headTags: '', endOfHead: '', rendered, runsAtOnce: true })).toContain(
      '<script type="application/json" id="after-paint-scripts" data-start="paint">["/main.js"]</script>',
    );
    expect(pageHtml(TEMPLATE, { language: 'en', headTags: '', endOfHead: '', rendered, runsAtOnce: false })).toContain(
      '<script type="application/json" id="after-paint-scripts">["/main.js"]</script>',
    );
  });

  it("takes only the template's own scripts into the list: what the render brings is put in as it is", () => {
    const brought = '<script defer src="/not-ours.js"></script>';
    const html = pageHtml(TEMPLATE, {
      language: 'en',
      headTags: '<title>T</title>',
      endOfHead: '',
      rendered: { html: `<p>${brought}</p>`, headTags: '<style>p{}</style>', bodyEnd: brought },
    });
    expect(html.split(brought)).toHaveLength(3);
    const list = /<script type="application\/json" id="after-paint-scripts">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(['/main.js']);
    expect(html).not.toContain('<script defer src="/main.js">');
  });

  it('fills the template the build writes, and leaves no placeholder', () => {
    const built = renderIndexHtml({ title: 'T', globalCssHref: '/theme.css', scripts: ['/main.js'] });
    const html = pageHtml(built, {
      language: 'bn',
      headTags: '<title>P</title>',
      endOfHead: '',
      rendered: { html: '<main>x</main>', headTags: '' },
    });
    expect(html).toContain('<title>P</title>');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    // The page's language on its <html>, the one start tag of the page.
    expect(html).toMatch(/^<!doctype html>\n<html lang="bn">\n {2}<head>/);
    expect(html.match(/<html[\s>]/g)).toHaveLength(1);
    expect(html).not.toMatch(/<!--(html-start|page-head|end-of-head|app-html|body-end|scripts)/);
  });
});

describe('banglaFontPreload', () => {
  it('preloads the Bangla face the build named, on a page in Bangla only', () => {
    const built = renderIndexHtml({
      title: 'Alumni Connect',
      banglaFontHref: '/noto-sans-bengali-400.0123456789abcdef0123.woff2',
      scripts: ['/main.js'],
    });
    expect(banglaFontPreload(built, 'bn')).toBe(
      '<link rel="preload" href="/noto-sans-bengali-400.0123456789abcdef0123.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(banglaFontPreload(built, 'en')).toBe('');
    // A template without the face (a build before it) preloads nothing.
    expect(banglaFontPreload(TEMPLATE, 'bn')).toBe('');
  });
});
