/*
 * The site's pages as curl, a search engine or a link previewer (Facebook, WhatsApp) sees them: the status of
 * every page path whatever the Accept header, each page's head (title, description, canonical URL, Open Graph,
 * Twitter card, JSON-LD), their caching, robots.txt and sitemap.xml. Rendered with the built site: a page's status
 * and head are its route's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FIXED_PUBLIC_PATHS } from '@alumni/shared/testing/public-pages';
import { robotsTxt } from '@alumni/web';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';
import { createAdmin, createAssociation } from './support/association-fixtures';
import { builtSiteDescription, builtWebRoot, canonicalOf, metaOf, titleOf } from './support/web-root';

const ORIGIN = 'https://alumni.example.org';
const HOSTILE_NAME = 'Old </script><script>alert(1)</script> "Scholars" & Co';

const jsonLdOf = (page: string) => /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1];

describe.each(drivers)('the pages of the site (%s)', (driver) => {
  let t: TestApp;
  let hostile: number;
  let plain: number;
  let handle: string;

  beforeAll(async () => {
    // A public cache that outlives the suite: a change must clear it for the pages too.
    t = await createTestApp({
      driver,
      // Each test that opens profile pages does so from an address of its own (X-Forwarded-For).
      config: { webRoot: builtWebRoot(), publicOrigin: ORIGIN, publicCacheMs: 60_000, trustProxy: true },
      rateLimits: { publicProfilePerIp: 5 },
    });
    hostile = await createAssociation(t.database, { name: HOSTILE_NAME, cover: '/media/covers/old scholars.webp' });
    plain = await createAssociation(t.database, { name: 'Plain Alumni', logo: '/media/logos/plain.png' });
    await t.app.db
      .updateTable('associations')
      .set({
        tagline: 'Since 1960 <b>"we"</b>',
        website: 'https://old.example.org/',
        established_year: 1960,
        email: 'hello@old.example.org',
      })
      .where('id', '=', hostile)
      .execute();
    const user = await createUser(t.database);
    const row = await t.app.db
      .updateTable('users')
      .set({ first_name: 'Rahim', last_name: 'Uddin <3', bio: 'SSC 2008, "DRMC" & more' })
      .where('id', '=', user.id)
      .returning('public_handle')
      .executeTakeFirstOrThrow();
    handle = row.public_handle;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('status codes', () => {
    const known = () => [
      ...FIXED_PUBLIC_PATHS,
      '/reset-password?token=abc',
      '/verify-email?key=abc',
      '/associations',
      '/associations?name=old&page=2&limit=10',
      '/associations?page=abc&limit=-1',
      `/associations?name=${'x'.repeat(5000)}`,
      `/associations/${hostile}`,
      `/associations/${hostile}/`,
      `/associations/0${hostile}`,
      `/associations/${hostile}/memberships`,
      `/associations/${plain}/memberships/1`,
      `/user/${handle}`,
      '/user/12',
      '/user/dashboard',
      '/user/dashboard/memberships?page=2',
      '/admin/dashboard/associations',
      '/superAdmin/dashboard',
    ];
    const unknown = () => [
      '/nope',
      '/associations/999999',
      '/associations/abc',
      '/associations/0',
      '/associations/00',
      '/associations/-1',
      '/associations/1e3',
      '/associations/99999999999',
      `/associations/${'9'.repeat(5000)}`,
      `/associations/${'a'.repeat(5000)}`,
      '/associations/999999/memberships',
      '/associations/abc/memberships',
      `/associations/${hostile}/nope`,
      '/user/0123456789abcdef',
      '/user/not-a-handle',
      '/user/%00',
      `/associations//${hostile}`,
      '/favicon.ico',
    ];

    it.each([['*/*'], [undefined], ['text/html,application/xhtml+xml'], ['application/json']])(
      'answers every known page 200 and every other path 404, HTML either way (Accept: %s)',
      async (accept) => {
        const headers: Record<string, string> = {
          'x-forwarded-for': `192.0.2.${accept?.length ?? 0}`,
          ...(accept ? { accept } : {}),
        };
        for (const [urls, status] of [
          [known(), 200],
          [unknown(), 404],
        ] as const) {
          for (const url of urls) {
            const response = await get(url, headers);
            expect({ url: url.slice(0, 60), status: response.statusCode }).toEqual({ url: url.slice(0, 60), status });
            expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
            // A public page rendered by the server, Page Not Found too; a dashboard's page left to the browser.
            expect(response.body).toMatch(/<div id=root>(<\/div>|<)/);
          }
        }
      },
    );

    it('answers a malformed %-escape 400 (the router refuses it), never a 500', async () => {
      for (const url of ['/user/%E0%A4%A', '/associations/%zz', '/%']) expect((await get(url)).statusCode).toBe(400);
    });

    it('answers HEAD with the status and no body', async () => {
      const page = await t.app.inject({ method: 'HEAD', url: `/associations/${hostile}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('');
      expect((await t.app.inject({ method: 'HEAD', url: '/associations/999999' })).statusCode).toBe(404);
    });

    it('keeps JSON errors under /api, and their own 404 for media, portals and releases', async () => {
      for (const url of [
        '/api/v1/associations/999999/',
        '/api/v1/nope',
        '/media/nope.png',
        '/portals/x',
        '/releases/x',
      ]) {
        const response = await get(url, { accept: '*/*' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it('answers a profile page over the per-address limit 429 with Retry-After, the page still HTML', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      // Each a page made anew (another address): a page kept a moment is sent again without a lookup.
      let last = await get(`/user/${handle}?try=0`, headers);
      for (let i = 1; i < 9 && last.statusCode !== 429; i++) {
        statuses.push(last.statusCode);
        last = await get(`/user/${handle}?try=${i}`, headers);
      }
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.headers['cache-control']).toBe('no-store');
      expect(last.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(metaOf(last.body, 'robots')).toBe('noindex');
      expect(statuses.every((s) => s === 200)).toBe(true);
    });
  });

  describe('head tags', () => {
    it('gives a static page its title, description, canonical URL, Open Graph and Twitter card', async () => {
      const page = (await get('/login')).body;
      expect(titleOf(page)).toBe('Login | Alumni Connect');
      const description = 'Sign in to Alumni Connect to see your memberships, certificates and your association.';
      expect(metaOf(page, 'description')).toBe(description);
      expect(canonicalOf(page)).toBe(`${ORIGIN}/login`);
      expect(metaOf(page, 'robots')).toBeUndefined();
      expect(metaOf(page, 'og:site_name')).toBe('Alumni Connect');
      expect(metaOf(page, 'og:type')).toBe('website');
      expect(metaOf(page, 'og:title')).toBe('Login');
      expect(metaOf(page, 'og:description')).toBe(description);
      expect(metaOf(page, 'og:url')).toBe(`${ORIGIN}/login`);
      expect(metaOf(page, 'twitter:card')).toBe('summary');
      expect(metaOf(page, 'twitter:title')).toBe('Login');
      expect(metaOf(page, 'twitter:description')).toBe(description);
      // The built page's fixed title and description are gone: one of each.
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.match(/<meta name="?description/g)).toHaveLength(1);
    });

    it("gives the landing page the site's description, and one canonical URL for its three paths", async () => {
      for (const url of ['/', '/home', '/landing-page']) {
        const page = (await get(url)).body;
        expect(titleOf(page)).toBe('Connect with your alumni community | Alumni Connect');
        expect(metaOf(page, 'description')).toBe(builtSiteDescription());
        expect(canonicalOf(page)).toBe(`${ORIGIN}/`);
      }
    });

    it('names each page of the association list, and not a search', async () => {
      expect(canonicalOf((await get('/associations?page=3&limit=10')).body)).toBe(`${ORIGIN}/associations?page=3`);
      expect(canonicalOf((await get('/associations?name=old&page=abc')).body)).toBe(`${ORIGIN}/associations`);
      expect(titleOf((await get('/associations')).body)).toBe('Associations | Alumni Connect');
    });

    it("gives an association's page its name, tagline, cover and JSON-LD Organization, every text escaped", async () => {
      const page = (await get(`/associations/${hostile}`)).body;
      const escapedName = 'Old &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Scholars&quot; &amp; Co';
      expect(titleOf(page)).toBe(`${escapedName} | Alumni Connect`);
      expect(metaOf(page, 'og:title')).toBe(escapedName);
      expect(metaOf(page, 'twitter:title')).toBe(escapedName);
      expect(metaOf(page, 'description')).toBe('Since 1960 &lt;b&gt;&quot;we&quot;&lt;/b&gt;');
      expect(metaOf(page, 'og:description')).toBe('Since 1960 &lt;b&gt;&quot;we&quot;&lt;/b&gt;');
      expect(canonicalOf(page)).toBe(`${ORIGIN}/associations/${hostile}`);
      expect(metaOf(page, 'og:url')).toBe(`${ORIGIN}/associations/${hostile}`);
      // Another spelling of the same page names the one URL.
      expect(canonicalOf((await get(`/Associations/0${hostile}/`)).body)).toBe(`${ORIGIN}/associations/${hostile}`);
      expect(metaOf(page, 'og:image')).toBe(`${ORIGIN}/media/covers/old%20scholars.webp`);
      expect(metaOf(page, 'twitter:image')).toBe(`${ORIGIN}/media/covers/old%20scholars.webp`);
      expect(metaOf(page, 'og:image:alt')).toBe(`${escapedName} cover photo`);
      expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
      // No tag of the name anywhere but escaped: the only scripts are the shell's two, the JSON-LD and the
      // render's data (JSON, not code).
      expect(page).not.toContain('<script>alert(1)');
      expect(page.match(/<script[^>]*>/g)).toEqual([
        '<script type="application/ld+json">',
        '<script>',
        '<script>',
        '<script type="application/json" id="ssr-query-state">',
        '<script type="application/json" id="first-load-hints">',
        '<script type="application/json" id="after-paint-scripts">',
      ]);

      const jsonLd = jsonLdOf(page) ?? '';
      expect(jsonLd).not.toMatch(/[<>]/);
      expect(jsonLd).toContain('\\u003c/script\\u003e');
      expect(JSON.parse(jsonLd)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/associations/${hostile}#organization`,
        name: HOSTILE_NAME,
        url: `${ORIGIN}/associations/${hostile}`,
        description: 'About us',
        image: `${ORIGIN}/media/covers/old%20scholars.webp`,
        foundingDate: '1960',
        address: 'Dhaka',
        email: 'hello@old.example.org',
        sameAs: ['https://old.example.org/'],
      });
    });

    it('shows a logo without a cover in a small card; the membership options name the association', async () => {
      const page = (await get(`/associations/${plain}`)).body;
      expect(metaOf(page, 'og:image')).toBe(`${ORIGIN}/media/logos/plain.png`);
      expect(metaOf(page, 'twitter:card')).toBe('summary');
      expect(JSON.parse(jsonLdOf(page) ?? '{}').logo).toBe(`${ORIGIN}/media/logos/plain.png`);
      const options = (await get(`/associations/${plain}/memberships`)).body;
      expect(titleOf(options)).toBe('Membership Options: Plain Alumni | Alumni Connect');
      expect(metaOf(options, 'description')).toBe('Membership Options of Plain Alumni: Together');
      expect(canonicalOf(options)).toBe(`${ORIGIN}/associations/${plain}/memberships`);
      expect(jsonLdOf(options)).toBeUndefined();
      const form = (await get(`/associations/${plain}/memberships/3`)).body;
      expect(metaOf(form, 'robots')).toBe('noindex');
      expect(canonicalOf(form)).toBeUndefined();
    });

    it("shows the site's own picture for an association with no logo or cover, and serves it", async () => {
      const bare = await createAssociation(t.database, { name: 'Bare Alumni' });
      const page = (await get(`/associations/${bare}`)).body;
      expect(metaOf(page, 'og:image')).toBe(`${ORIGIN}/site-preview.png`);
      expect(metaOf(page, 'og:image:alt')).toBe('Alumni Connect');
      expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(page, 'twitter:image')).toBe(`${ORIGIN}/site-preview.png`);
      const picture = await get('/site-preview.png');
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const again = await get('/site-preview.png', { 'if-none-match': String(picture.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The sitemap's test lists the suite's associations.
      await t.app.db.deleteFrom('associations').where('id', '=', bare).execute();
    });

    it('gives a public profile its name and bio, and keeps it out of search engines', async () => {
      const page = (await get(`/user/${handle}`, { 'x-forwarded-for': '198.51.100.7' })).body;
      expect(titleOf(page)).toBe('Rahim Uddin &lt;3 | Alumni Connect');
      expect(metaOf(page, 'description')).toBe('SSC 2008, &quot;DRMC&quot; &amp; more');
      expect(metaOf(page, 'og:type')).toBe('profile');
      expect(metaOf(page, 'robots')).toBe('noindex');
      expect(canonicalOf(page)).toBeUndefined();
    });

    it('keeps Page Not Found, the one-time pages and the dashboards out of search engines', async () => {
      const missing = (await get('/associations/999999')).body;
      expect(titleOf(missing)).toBe('Page Not Found | Alumni Connect');
      expect(metaOf(missing, 'robots')).toBe('noindex');
      expect(canonicalOf(missing)).toBeUndefined();
      for (const url of ['/forgot-password', '/reset-password?token=x', '/user/dashboard/profile']) {
        const page = (await get(url)).body;
        expect(metaOf(page, 'robots')).toBe('noindex');
        expect(canonicalOf(page)).toBeUndefined();
      }
      expect(titleOf((await get('/admin/dashboard')).body)).toBe('Alumni Connect');
    });
  });

  describe('caching', () => {
    it('tags a page, answers 304 to its tag, and a rename shows at once (the cache is shared with the API)', async () => {
      const url = `/associations/${plain}`;
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      expect(first.headers.vary).toMatch(/Authorization/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const admin = await createAdmin(t.database, plain);
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/associations/${plain}/`,
        headers: await authHeader(t.app, admin.id),
        payload: { name: 'Plain Alumni Renamed' },
      });
      expect(renamed.statusCode).toBe(200);
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(titleOf(after.body)).toBe('Plain Alumni Renamed | Alumni Connect');
      expect(after.headers.etag).not.toBe(etag);
    });

    it('keeps no copy for a signed-in caller, and answers a 404 in full whatever the tag', async () => {
      const signedIn = await get(`/associations/${hostile}`, { authorization: 'Bearer x' });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const missing = await get('/nope');
      const again = await get('/nope', { 'if-none-match': String(missing.headers.etag) });
      expect(again.statusCode).toBe(404);
      expect(again.body).toBe(missing.body);
    });
  });

  describe('page answers kept a moment', () => {
    it('sends a page made once again as it is, and makes it anew once the association changes', async () => {
      const url = `/associations/${plain}?kept=1`;
      const first = await get(url);
      const again = await get(url);
      expect(first.headers['x-page-cache']).toBeUndefined();
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      const admin = await createAdmin(t.database, plain);
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/associations/${plain}/`,
        headers: await authHeader(t.app, admin.id),
        payload: { name: 'Kept Then Renamed Alumni' },
      });
      expect(renamed.statusCode).toBe(200);
      const after = await get(url);
      expect(after.headers['x-page-cache']).toBeUndefined();
      expect(titleOf(after.body)).toContain('Kept Then Renamed Alumni');
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('lets crawlers in except the dashboards and the API, and names the sitemap', async () => {
      const robots = await get('/robots.txt', { accept: '*/*' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.headers['cache-control']).toBe('public, no-cache');
      // Its lines, one by one: web/src/pages/__tests__/crawlers.test.ts.
      expect(robots.body).toBe(robotsTxt({ origin: ORIGIN }));
    });

    it('lists the public pages and every association, and no registration request before it is approved', async () => {
      const user = await createUser(t.database);
      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/v1/associations/registration-requests/',
        headers: await authHeader(t.app, user.id),
        payload: { name: 'Not Yet Approved Alumni', about: 'Pending.', established_year: 2001, address: 'Khulna' },
      });
      expect(requested.statusCode).toBe(201);

      const sitemap = await get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.body).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
      );
      // Each page in English, then in Bangla (?lang=bn), each naming both as alternates.
      const allLocs = [...sitemap.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(allLocs.filter((_, i) => i % 2 === 1)).toEqual(
        allLocs.filter((_, i) => i % 2 === 0).map((l) => `${l}?lang=bn`),
      );
      expect(sitemap.body).toContain(
        `<url><loc>${ORIGIN}/about-us?lang=bn</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about-us"/><xhtml:link rel="alternate" hreflang="bn" href="${ORIGIN}/about-us?lang=bn"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about-us"/></url>`,
      );
      const locs = allLocs.filter((_, i) => i % 2 === 0);
      expect(locs.slice(0, 6)).toEqual(
        ['/', '/login', '/signup', '/about-us', '/associations', '/events'].map((p) => `${ORIGIN}${p}`),
      );
      const ids = (await t.app.db.selectFrom('associations').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(ids).toHaveLength(2);
      // No event in this database: after the fixed pages come the associations' pages only.
      expect(locs.slice(6)).toEqual(
        ids.flatMap((id) => [`${ORIGIN}/associations/${id}`, `${ORIGIN}/associations/${id}/memberships`]),
      );

      const superAdmin = await createUser(t.database, { is_superuser: true });
      const approved = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/associations/registration-requests/${requested.json().id}/`,
        headers: await authHeader(t.app, superAdmin.id),
        payload: { is_approved: true },
      });
      expect(approved.statusCode).toBe(200);
      const created = await t.app.db
        .selectFrom('associations')
        .select('id')
        .where('name', '=', 'Not Yet Approved Alumni')
        .executeTakeFirstOrThrow();
      const after = (await get('/sitemap.xml')).body;
      expect(after).toContain(`<url><loc>${ORIGIN}/associations/${created.id}</loc><xhtml:link`);
    });
  });

  describe('in Bangla and English (issue 37)', () => {
    const htmlLangOf = (page: string) => /<html lang="([^"]*)"/.exec(page)?.[1];
    const alternatesOf = (page: string) =>
      [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

    it('answers ?lang=bn in Bangla, keeps the choice in a cookie, and names both addresses', async () => {
      const page = await get('/about-us?lang=bn');
      expect(page.statusCode).toBe(200);
      expect(htmlLangOf(page.body)).toBe('bn');
      expect(page.headers['set-cookie']).toBe('lang=bn; Max-Age=31536000; Path=/; SameSite=Lax');
      expect(canonicalOf(page.body)).toBe(`${ORIGIN}/about-us?lang=bn`);
      expect(alternatesOf(page.body)).toEqual([
        ['en', `${ORIGIN}/about-us`],
        ['bn', `${ORIGIN}/about-us?lang=bn`],
        ['x-default', `${ORIGIN}/about-us`],
      ]);
      // The next page, with the cookie: Bangla at its plain address.
      const next = await get(`/associations/${plain}`, { cookie: 'lang=bn' });
      expect(htmlLangOf(next.body)).toBe('bn');
      expect(canonicalOf(next.body)).toBe(`${ORIGIN}/associations/${plain}?lang=bn`);
      expect(next.headers.vary).toContain('Accept-Encoding, Cookie, Accept-Language');
      expect(next.headers['set-cookie']).toBeUndefined();
    });

    it('follows Accept-Language on a first visit, and falls back to English on an unknown value', async () => {
      expect(htmlLangOf((await get('/', { 'accept-language': 'bn-BD,bn;q=0.9' })).body)).toBe('bn');
      const english = await get('/login');
      expect(htmlLangOf(english.body)).toBe('en');
      expect(canonicalOf(english.body)).toBe(`${ORIGIN}/login`);
      const unknown = await get('/login?lang=xx', { cookie: 'lang=yy' });
      expect(unknown.statusCode).toBe(200);
      expect(htmlLangOf(unknown.body)).toBe('en');
      expect(unknown.headers['set-cookie']).toBeUndefined();
      // Back to English from Bangla.
      const back = await get('/login?lang=en', { cookie: 'lang=bn' });
      expect(htmlLangOf(back.body)).toBe('en');
      expect(back.headers['set-cookie']).toContain('lang=en;');
    });

    it('keeps one page per language: a cached English page is never sent in Bangla', async () => {
      expect(htmlLangOf((await get('/events')).body)).toBe('en');
      expect(htmlLangOf((await get('/events', { cookie: 'lang=bn' })).body)).toBe('bn');
      expect(htmlLangOf((await get('/events')).body)).toBe('en');
    });

    it('sets <html lang> on the dashboards too (the app reads it), with no alternates', async () => {
      const dashboard = await get('/user/dashboard', { cookie: 'lang=bn' });
      expect(htmlLangOf(dashboard.body)).toBe('bn');
      expect(alternatesOf(dashboard.body)).toEqual([]);
    });
  });
});
