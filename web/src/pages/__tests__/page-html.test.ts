import { describe, expect, it } from '@jest/globals';
import { pageHtml, templateDescription } from '../page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Find your association &amp; more." />
    <title>Alumni Connect</title>
    <script>boot()</script>
  </head>
  <body>
    <div id="root"></div>
  <script defer src="/main.js"></script></body>
</html>
`;

describe('templateDescription', () => {
  it("reads the built page's description as text", () => {
    expect(templateDescription(TEMPLATE)).toBe('Find your association & more.');
    expect(templateDescription('<html><head></head></html>')).toBeUndefined();
  });
});

describe('pageHtml', () => {
  it("replaces the built title and description with the page's head, and puts the hints at the end of the head", () => {
    const html = pageHtml(TEMPLATE, {
      headTags: '<title>T</title><meta name="description" content="D">',
      endOfHead: '<link rel="preload" href="/x.js" as="script">',
    });
    expect(html).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>T</title><meta name="description" content="D">
    <script>boot()</script>
  <link rel="preload" href="/x.js" as="script"></head>
  <body>
    <div id="root"></div>
  <script defer src="/main.js"></script></body>
</html>
`);
  });

  it("puts a render's markup in the root, its styles after the hints, its data and then the list of the shell's scripts (started after the paint) where they were", () => {
    const html = pageHtml(TEMPLATE, {
      headTags: '<title>T</title>',
      endOfHead: '<link rel="preload" href="/x.js" as="script">',
      rendered: {
        html: '<main>Hello $& $1</main>',
        headTags: '<style data-emotion="css">a{}</style>',
        bodyEnd: '<script type="application/json" id="state">{}</script>',
      },
    });
    expect(html).toContain('<link rel="preload" href="/x.js" as="script"><style data-emotion="css">a{}</style></head>');
    expect(html).toContain(
      '<div id="root"><main>Hello $& $1</main></div>\n  <script type="application/json" id="state">{}</script><script type="application/json" id="after-paint-scripts">["/main.js"]</script></body>',
    );
    // No tag the browser would fetch before the page has painted.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('puts the data before </body> when the scripts are in the head, and the head tags after the charset without a title', () => {
    const template =
      '<html><head><meta charset="utf-8"><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    expect(
      pageHtml(template, {
        headTags: '<title>T</title>',
        endOfHead: '',
        rendered: { html: 'x', headTags: '', bodyEnd: '<b>d</b>' },
      }),
    ).toBe(
      '<html><head><meta charset="utf-8"><title>T</title><script type="application/json" id="after-paint-scripts">["/main.js"]</script></head><body><div id="root">x</div><b>d</b></body></html>',
    );
  });
});

describe('the built (minified) page', () => {
  const BUILT =
    '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
    '<meta name=description content="Alumni Connect: find your association &amp; more."><title>Alumni Connect</title>' +
    '<script>boot()</script><link rel=stylesheet href=/theme.css data-chakra-global></head>' +
    '<body><div id=root></div><script defer src=/main.js></script></body></html>';

  it('reads its description and replaces its title and description, attribute values without quotes', () => {
    expect(templateDescription(BUILT)).toBe('Alumni Connect: find your association & more.');
    expect(templateDescription('<meta name=description content=Short>')).toBe('Short');
    const html = pageHtml(BUILT, { headTags: '<title>T</title><meta name="description" content="D">', endOfHead: '' });
    expect(html).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
        '<title>T</title><meta name="description" content="D">' +
        '<script>boot()</script><link rel=stylesheet href=/theme.css data-chakra-global></head>' +
        '<body><div id=root></div><script defer src=/main.js></script></body></html>',
    );
  });

  it("puts a render's markup into its root and the data before its script", () => {
    const html = pageHtml(BUILT, {
      headTags: '<title>T</title>',
      endOfHead: '',
      rendered: {
        html: '<main>x</main>',
        headTags: '<style>a{}</style>',
        bodyEnd: '<script type="application/json">{}</script>',
      },
    });
    expect(html).toContain('<style>a{}</style></head>');
    expect(html).toContain(
      '<div id=root><main>x</main></div><script type="application/json">{}</script><script type="application/json" id="after-paint-scripts">["/main.js"]</script>',
    );
  });

  it('marks the list of a page that works at once, so its scripts start after the paint, not on first use', () => {
    const rendered = { html: '<main>x</main>', headTags: '' };
    expect(pageHtml(BUILT, { headTags: '', endOfHead: '', rendered, runsAtOnce: true })).toContain(
      '<script type="application/json" id="after-paint-scripts" data-start="paint">["/main.js"]</script>',
    );
    expect(pageHtml(BUILT, { headTags: '', endOfHead: '', rendered, runsAtOnce: false })).toContain(
      '<script type="application/json" id="after-paint-scripts">["/main.js"]</script>',
    );
  });

  it('keeps the script tags of a page the browser renders (nothing to see before they run)', () => {
    const html = pageHtml(BUILT, { headTags: '<title>T</title>', endOfHead: '' });
    expect(html).toContain('<script defer src=/main.js></script>');
    expect(html).not.toContain('after-paint-scripts');
  });

  it("takes only the template's own scripts into the list: what the render brings is put in as it is", () => {
    const brought = '<script defer src="/not-ours.js"></script>';
    const html = pageHtml(TEMPLATE, {
      headTags: '<title>T</title>',
      endOfHead: '',
      rendered: { html: `<p>${brought}</p>`, headTags: '<style>p{}</style>', bodyEnd: brought },
    });
    expect(html.split(brought)).toHaveLength(3);
    const list = /<script type="application\/json" id="after-paint-scripts">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(['/main.js']);
    expect(html).not.toContain('<script defer src="/main.js">');
  });
});
