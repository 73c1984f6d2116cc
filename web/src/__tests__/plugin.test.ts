/*
 * The web plugin on its own, with a tiny fake renderer and fake crawler data (no database): the renderer hook (where
 * its output goes, the status, headers and head its route answered, Server-Timing, its failures falling back to the
 * client-side page).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { PageAnswer } from '@alumni/shared/portals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFrontends } from '../frontends';
import type { PageData } from '../pages/page-data';
import type { RenderInput, RenderOutput } from '../pages/send-page';
import { webPlugin } from '../plugin';

/** As the shell's build writes it (shared/build/index-html.cjs: placeholders the server fills). */
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><!--page-head {"description":"The site"}--><!--end-of-head--></head>' +
  '<body><div id="root"><!--app-html--></div><!--body-end--><!--scripts ["/main.js"]--></body></html>';

const HOSTILE = 'Reunion </script><script>alert(1)</script> & "Dinner"';

/** What the fake renderer's routes answer, by path: any other path is Page Not Found. */
const ANSWERS: Record<string, PageAnswer> = {
  '/associations/1': {
    status: 200,
    headers: {},
    head: {
      title: 'Association 1 | Alumni Connect',
      name: 'Association 1',
      isIndexed: true,
      canonicalPath: '/associations/1',
    },
  },
  '/events/5': {
    status: 200,
    headers: {},
    head: {
      title: `${HOSTILE} | Alumni Connect`,
      name: HOSTILE,
      description: 'Thu, 14 Feb 2030, Auditorium.',
      isIndexed: true,
      canonicalPath: '/events/5',
      image: { path: '/media/events/5.webp', alt: HOSTILE, isLarge: true },
      jsonLd: { '@type': 'Event', name: HOSTILE },
    },
  },
  '/user/0123456789abcdef': {
    status: 429,
    // Only Retry-After is the route's to give: the rest is the web server's to say.
    headers: { 'retry-after': '30', 'set-cookie': 'session=stolen', 'cache-control': 'public, max-age=31536000' },
    head: { title: 'Profile | Alumni Connect', name: 'Profile', isIndexed: false },
  },
};
const NOT_FOUND: PageAnswer = {
  status: 404,
  headers: {},
  head: { title: 'Page Not Found | Alumni Connect', name: 'Page Not Found', isIndexed: false },
};

/** What the fake renderer does next: answer, answer nothing, fail, or answer something malformed. */
let behaviour: 'render' | 'null' | 'throw' | 'malformed' | 'redirect' | 'text-status' | 'hang' | 'no-answer' = 'render';
const renders: RenderInput[] = [];
/** How long the plugin waits for a render here (renderLimitMs). */
const RENDER_LIMIT_MS = 200;
async function fakeRender(input: RenderInput): Promise<RenderOutput | null> {
  renders.push(input);
  // A render stuck on something that never comes (and that fails long after it was given up on).
  if (behaviour === 'hang')
    return new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 60_000).unref());
  if (behaviour === 'throw') throw new Error('the remote failed on the server');
  if (behaviour === 'null') return null;
  if (behaviour === 'malformed') return { html: 42 } as unknown as RenderOutput;
  // A route's answer the page cannot be sent with: a redirect with no Location, no head.
  if (behaviour === 'redirect')
    return { html: '<main></main>', headTags: '', answer: { status: 302, headers: {} } } as unknown as RenderOutput;
  // A status that is no number ("200"): not one a page is sent with.
  if (behaviour === 'text-status')
    return { html: '<main></main>', headTags: '', answer: { ...NOT_FOUND, status: '200' } } as unknown as RenderOutput;
  const { pathname } = new URL(input.url, 'http://h');
  const answer = ANSWERS[pathname] ?? NOT_FOUND;
  return {
    html: `<main>${answer.status === 404 ? 'Page Not Found' : `Rendered ${pathname}`}</main>`,
    headTags: '<style data-emotion="css">main{}</style>',
    bodyEnd: '<script type="application/json" id="query-state">{"q":1}</script>',
    timingMs: 3.14159,
    // A public site released before its routes answered a head.
    ...(behaviour !== 'no-answer' && { answer }),
  };
}

const pages: PageData = {
  associations: async () => [{ id: 1, name: 'Association 1' }],
  events: async () => [{ id: 5 }],
};

describe('the web plugin', () => {
  let app: FastifyInstance;
  let root: string;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'alumni-web-plugin-'));
    mkdirSync(path.join(root, 'web', 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'web', 'shell', 'dist', 'index.html'), INDEX_HTML);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    await app.register(webPlugin, {
      frontends: createFrontends({ webRoot: path.join(root, 'web'), dataDir: path.join(root, 'data') }),
      publicOrigin: 'https://alumni.example.org/',
      pages,
      render: fakeRender,
      renderLimitMs: RENDER_LIMIT_MS,
    });
    app.setNotFoundHandler(async (request, reply) =>
      app.web?.isPageRequest(request)
        ? app.web.sendPage(request, reply)
        : reply.code(404).send({ message: 'Not found' }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    behaviour = 'render';
    renders.length = 0;
    logLines.length = 0;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it("puts the render in the root, its styles at the end of the head, its data and then its script's list (started after the paint)", async () => {
    const page = await get('/associations/1?tab=2');
    expect(page.statusCode).toBe(200);
    expect(renders).toEqual([
      {
        url: '/associations/1?tab=2',
        // The visitor's address (inject's), for the API reads the render makes.
        address: '127.0.0.1',
        // The page's language (no ?lang=, cookie or Accept-Language: English).
        language: 'en',
        // The site the head is written for: its description the built page's.
        site: { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site' },
      },
    ]);
    expect(page.body).toContain('<style data-emotion="css">main{}</style></head>');
    expect(page.body).toContain(
      '<div id="root"><main>Rendered /associations/1</main></div>' +
        '<script type="application/json" id="query-state">{"q":1}</script>' +
        '<script type="application/json" id="first-load-hints">[{"href":"/remotes.json","rel":"preload","as":"fetch"}]</script>' +
        '<script type="application/json" id="after-paint-scripts">["/main.js"]</script>',
    );
    // Painted from its HTML: no link in the head, no script tag has the browser fetch code before that paint.
    expect(page.body).not.toMatch(/<link rel="(preload|prefetch)" href="\/(main\.js|remotes\.json)"/);
    expect(page.body).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page.body).toContain('<title>Association 1 | Alumni Connect</title>');
    expect(page.headers['server-timing']).toBe('ssr;dur=3.1');
  });

  it('renders Page Not Found with the status its route answered', async () => {
    const page = await get('/associations/2');
    expect(page.statusCode).toBe(404);
    expect(renders.map((r) => r.url)).toEqual(['/associations/2']);
    expect(page.body).toContain('<div id="root"><main>Page Not Found</main></div>');
    expect(page.body).toContain('<title>Page Not Found | Alumni Connect</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it("sends the status and headers the page's route answered (a 429's Retry-After), and keeps no copy of it", async () => {
    const limited = await get('/user/0123456789abcdef');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.headers['set-cookie']).toBeUndefined();
    await get('/user/0123456789abcdef');
    expect(renders).toHaveLength(2);
  });

  it('answers a page of a public site released before its routes answered heads: 200, or 404 off the page table', async () => {
    behaviour = 'no-answer';
    const page = await get('/associations/1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main>Rendered /associations/1</main></div>');
    expect(page.body).toContain('<title>Alumni Connect</title>');
    expect((await get('/no-such-page')).statusCode).toBe(404);
  });

  it("leaves a dashboard's page to the browser", async () => {
    const page = await get('/admin/dashboard/associations');
    expect(page.statusCode).toBe(200);
    expect(renders).toEqual([]);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it.each([['null'], ['throw'], ['malformed'], ['redirect'], ['text-status'], ['hang']] as const)(
    'sends the client-side page when the renderer gives %s, logging a failure once: 503 to a crawler, never a 500',
    async (what) => {
      behaviour = what;
      const page = await get('/associations/1');
      // The browser renders the page; without its route's answer, a crawler is asked to come back.
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain('<div id="root"></div><script defer src="/main.js"></script>');
      expect(page.body).not.toContain('data-emotion');
      // Rendered here, the page needs its code at once: the hints are links in the head.
      expect(page.body).toContain(
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">',
      );
      expect(page.body).not.toContain('first-load-hints');
      // A render given up on says so (the warm-up before opening stops at it).
      expect(page.headers['server-timing']).toBe(what === 'hang' ? 'ssr;desc="given up"' : undefined);
      expect(logLines.filter((l) => /server render/.test(l.msg))).toHaveLength(what === 'null' ? 0 : 1);
    },
  );

  it('stops warming up at the first page whose render was given up on, so the server still opens', async () => {
    behaviour = 'hang';
    const warmed = await app.web!.warmUp();
    expect(warmed).toHaveLength(1);
    expect(warmed[0]).toMatchObject({ path: '/', status: 503 });
    expect(renders.map((r) => r.url)).toEqual(['/?warm-up']);
    behaviour = 'render';
    expect((await app.web!.warmUp()).length).toBeGreaterThan(5);
  });

  it('serves robots.txt and sitemap.xml on the public origin, and a 304 for a tag it knows', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://alumni.example.org/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<url><loc>https://alumni.example.org/associations/1</loc><xhtml:link');
    expect(sitemap.body).toContain('<url><loc>https://alumni.example.org/events</loc><xhtml:link');
    expect(sitemap.body).toContain('<url><loc>https://alumni.example.org/events/5</loc><xhtml:link');
    const again = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(sitemap.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("writes out the head the page's route answered, every text escaped: none breaks out of its tag or the JSON-LD", async () => {
    const page = await get('/events/5');
    expect(page.statusCode).toBe(200);
    const escaped = 'Reunion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dinner&quot;';
    expect(page.body).toContain(`<title>${escaped} | Alumni Connect</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(page.body).toContain('<link rel="canonical" href="https://alumni.example.org/events/5">');
    expect(page.body).toContain('<meta property="og:image" content="https://alumni.example.org/media/events/5.webp">');
    expect(page.body).toContain('<meta name="description" content="Thu, 14 Feb 2030, Auditorium.">');
    expect(page.body).not.toContain('<script>alert(1)');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Event', name: HOSTILE });
  });
});
