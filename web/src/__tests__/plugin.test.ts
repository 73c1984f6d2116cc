/*
 * The web plugin on its own, with a tiny fake renderer and fake page data (no database): the renderer hook
 * (where its output goes, Server-Timing, its failures falling back to the client-side page), and a page whose
 * data cannot be read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Association } from '@alumni/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFrontends } from '../frontends';
import type { PageData } from '../pages/page-data';
import type { RenderInput, RenderOutput } from '../pages/send-page';
import { webPlugin } from '../plugin';

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Alumni Connect</title></head>' +
  '<body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const association = (id: number): Association => ({
  id,
  name: `Association ${id}`,
  logo: null,
  cover: null,
  tagline: 'Together',
  about: '',
  address: '',
  phone: '',
  email: '',
  website: null,
  established_year: null,
  society_prefix: 'AA',
  member_count: 0,
  links: { facebook: null, linkedin: null, twitter: null },
});

/** What the fake renderer does next: answer, answer nothing, fail, or answer something malformed. */
let behaviour: 'render' | 'null' | 'throw' | 'malformed' | 'hang' = 'render';
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
  return {
    html: `<main>${input.status === 404 ? 'Page Not Found' : `Rendered ${input.pathname}`}</main>`,
    headTags: '<style data-emotion="css">main{}</style>',
    bodyEnd: '<script type="application/json" id="query-state">{"q":1}</script>',
    timingMs: 3.14159,
  };
}

let failure: Error | null = null;
const pages: PageData = {
  association: async (id) => {
    if (failure) throw failure;
    return id === 1 ? association(1) : null;
  },
  associations: async () => [{ id: 1, name: 'Association 1' }],
  publicUser: async () => null,
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
    failure = null;
    renders.length = 0;
    logLines.length = 0;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it("puts the render in the root, its styles at the end of the head, its data and then its script's list (started after the paint)", async () => {
    const page = await get('/associations/1?tab=2');
    expect(page.statusCode).toBe(200);
    expect(renders).toEqual([
      { url: '/associations/1?tab=2', pathname: '/associations/1', search: new URLSearchParams('tab=2'), status: 200 },
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

  it('renders Page Not Found with its status', async () => {
    const page = await get('/associations/2');
    expect(page.statusCode).toBe(404);
    expect(renders.map((r) => r.status)).toEqual([404]);
    expect(page.body).toContain('<div id="root"><main>Page Not Found</main></div>');
  });

  it("leaves a dashboard's page to the browser", async () => {
    const page = await get('/admin/dashboard/associations');
    expect(page.statusCode).toBe(200);
    expect(renders).toEqual([]);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it.each([['null'], ['throw'], ['malformed'], ['hang']] as const)(
    'sends the client-side page when the renderer gives %s, logging a failure once, never a 500',
    async (what) => {
      behaviour = what;
      const page = await get('/associations/1');
      expect(page.statusCode).toBe(200);
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
    expect(warmed[0]).toMatchObject({ path: '/', status: 200 });
    expect(renders.map((r) => r.url)).toEqual(['/?warm-up']);
    behaviour = 'render';
    expect((await app.web!.warmUp()).length).toBeGreaterThan(5);
  });

  it("answers 503 (no-store, Retry-After) when the page's data cannot be read, and the error's own status", async () => {
    failure = new Error('connection refused');
    const page = await get('/associations/1');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(logLines.filter((l) => /page data unavailable/.test(l.msg))).toHaveLength(1);

    failure = Object.assign(new Error('slow down'), { statusCode: 429, headers: { 'retry-after': '30' } });
    const limited = await get('/associations/1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });

  it('serves robots.txt and sitemap.xml on the public origin, and a 304 for a tag it knows', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://alumni.example.org/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<url><loc>https://alumni.example.org/associations/1</loc></url>');
    const again = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(sitemap.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
