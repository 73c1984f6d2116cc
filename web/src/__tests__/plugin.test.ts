/*
 * The web plugin on its own, with a tiny fake renderer and fake page data (no database): the renderer hook
 * (where its output goes, Server-Timing, its failures falling back to the client-side page), and a page whose
 * data cannot be read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AlumniEvent, Association } from '@alumni/shared/contracts';
import { makeAssociation } from '@alumni/shared/testing/associations';
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

const association = (id: number): Association =>
  makeAssociation({ id, name: `Association ${id}`, tagline: 'Together', society_prefix: 'AA' });

const event = (id: number): AlumniEvent => ({
  id,
  association: { id: 1, name: 'Association 1' },
  title: 'Reunion </script><script>alert(1)</script> & "Dinner"',
  description: 'Doors open at 6.',
  starts_at: '2030-02-14T12:30:00.000Z',
  ends_at: '2030-02-14T16:00:00.000Z',
  venue: 'Auditorium\nMotijheel, Dhaka',
  online_url: null,
  capacity: 10,
  members_only: false,
  fee: 500,
  status: 'published',
  cover: '/media/events/5.webp',
  going_count: 2,
  waiting_count: 0,
  places_left: 8,
  ics_url: `/api/v1/events/${id}/ics`,
  created_at: '2029-12-01T00:00:00.000Z',
  updated_at: '2029-12-01T00:00:00.000Z',
  my_rsvp: null,
  can_manage: false,
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
  certificate: async () => null,
  event: async (id) => (id === 5 ? event(5) : null),
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
    failure = null;
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
        pathname: '/associations/1',
        search: new URLSearchParams('tab=2'),
        status: 200,
        // The visitor's address (inject's), for the API reads the render makes.
        address: '127.0.0.1',
        // The page's language (no ?lang=, cookie or Accept-Language: English).
        language: 'en',
        // What the head was made from, for the page's loader: the render does not read it again.
        pageData: { association: association(1) },
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

  it("answers an event's page with its head: escaped title, preview, canonical and JSON-LD Event no title breaks out of", async () => {
    const page = await get('/events/5');
    expect(page.statusCode).toBe(200);
    expect(renders.at(-1)).toMatchObject({ pathname: '/events/5', status: 200 });
    const escaped = 'Reunion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dinner&quot;';
    expect(page.body).toContain(`<title>${escaped} | Alumni Connect</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(page.body).toContain('<link rel="canonical" href="https://alumni.example.org/events/5">');
    expect(page.body).toContain('<meta property="og:image" content="https://alumni.example.org/media/events/5.webp">');
    expect(page.body).toContain(
      '<meta name="description" content="Thu, 14 Feb 2030, 6:30 PM – 10:00 PM (Asia/Dhaka), Auditorium. Association 1. Doors open at 6.">',
    );
    expect(page.body).not.toContain('<script>alert(1)');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Event',
      name: 'Reunion </script><script>alert(1)</script> & "Dinner"',
      startDate: '2030-02-14T12:30:00.000Z',
      endDate: '2030-02-14T16:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Auditorium', address: 'Motijheel, Dhaka' },
      organizer: { '@type': 'Organization', name: 'Association 1', url: 'https://alumni.example.org/associations/1' },
      offers: { '@type': 'Offer', price: 500, priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
      image: ['https://alumni.example.org/media/events/5.webp'],
    });
  });

  it.each(['/events/6', '/events/abc', '/events/0', '/events/99999999999'])(
    'answers Page Not Found for %s (unknown, a draft, or no id)',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('answers the events list with its own canonical page: a search or filter is the list, a later page its own', async () => {
    const first = await get('/events?q=%3C%2Fscript%3E&association=1');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<link rel="canonical" href="https://alumni.example.org/events">');
    expect(first.body).not.toContain('<title></script>');
    const later = await get('/events?page=3');
    expect(later.body).toContain('<link rel="canonical" href="https://alumni.example.org/events?page=3">');
  });
});
