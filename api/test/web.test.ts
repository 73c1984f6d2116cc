import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { matchPublicPage } from '@alumni/shared/portals';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers';
import { createAssociation } from './support/association-fixtures';

const BOOT_SCRIPT = "document.documentElement.dataset.theme='light'";
const INDEX_HTML = `<!doctype html><!--html-start--><head><meta charset="utf-8"><!--page-head {"description":"The site"}--><script>${BOOT_SCRIPT}</script><!--scripts ["/main.0123456789abcdef0123.js"]--><!--end-of-head--></head><body><div id="root"><!--app-html--></div><!--body-end--></body></html>`;

/** The parts of a remote's mf-manifest.json the server reads: each exposed module's first chunks. */
const federationManifest = (tag: string) =>
  JSON.stringify({
    name: 'public_site',
    shared: [{ name: 'react', assets: { js: { sync: [`696.${tag}.js`], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      {
        name: 'App',
        path: './App',
        assets: {
          js: { sync: [`286.${tag}.js`, `__federation_expose_App.${tag}.js`], async: [`89.${tag}.js`] },
          css: { sync: [`app.${tag}.css`], async: [] },
        },
      },
      {
        name: 'build-info',
        path: './build-info',
        assets: { js: { sync: [`__federation_expose_build_info.${tag}.js`], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });

/**
 * The hints the server puts at the end of the head for a public page of the remote in `folder`: preload
 * for what the page asks for at once, prefetch for the chunks the entry asks for next.
 */
const publicPageHints = (folder: string, tag: string) =>
  '<link rel="preload" href="/main.0123456789abcdef0123.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">' +
  `<link rel="preload" href="${folder}/remoteEntry.js" as="script" fetchpriority="low">` +
  `<link rel="prefetch" href="${folder}/__federation_expose_build_info.${tag}.js" fetchpriority="low">` +
  `<link rel="prefetch" href="${folder}/app.${tag}.css" fetchpriority="low">` +
  `<link rel="prefetch" href="${folder}/286.${tag}.js" fetchpriority="low">` +
  `<link rel="prefetch" href="${folder}/__federation_expose_App.${tag}.js" fetchpriority="low">`;

/** The page's preload and prefetch links, in order: the server puts them together at the end of the head. */
function hintsOf(page: string): string {
  const links = (page.match(/<link rel="pre(load|fetch)"[^>]*>/g) ?? []).join('');
  expect(page).toContain(`${links}</head>`);
  return links;
}

/** A tiny WEB_ROOT: a built shell and two built remotes (one with two versions). */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist/main.0123456789abcdef0123.js', 'console.log("shell")');
  write('shell/dist/favicon.ico', 'icon');
  write('member-portal/package.json', JSON.stringify({ name: '@alumni/member-portal', version: '1.2.0' }));
  write('member-portal/dist/1.2.0/remoteEntry.js', 'var member_portal;');
  write('member-portal/dist/1.2.0/mf-manifest.json', '{}');
  write('member-portal/dist/1.2.0/mf-stats.json', '{}');
  write('member-portal/dist/1.2.0/123.abcdef0123456789abcd.js', 'chunk');
  write('member-portal/dist/1.1.0/remoteEntry.js', 'var member_portal_old;');
  write('public-site/package.json', JSON.stringify({ name: '@alumni/public-site', version: '2.0.0' }));
  write('public-site/dist/2.0.0/remoteEntry.js', 'var public_site;');
  write('public-site/dist/2.0.0/mf-manifest.json', federationManifest('2.0.0'));
  // Copies the build writes beside text assets (shared/build/precompress-plugin.cjs).
  writeFileSync(
    path.join(root, 'shell/dist/main.0123456789abcdef0123.js.br'),
    brotliCompressSync('console.log("shell")'),
  );
  writeFileSync(path.join(root, 'member-portal/dist/1.2.0/remoteEntry.js.gz'), gzipSync('var member_portal;'));
  return root;
}

describe('serving the built frontends', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ config: { webRoot } });
    mkdirSync(path.join(t.config.dataDir, 'media'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'logo.png'), 'png-bytes');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it("serves the shell's page at /, for every page path and as Page Not Found, cached like the public answers", async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/login', 200],
      ['/user/dashboard/profile?tab=1', 200],
      // A page of the table: without the server bundle, no route reads whether association 12 exists.
      ['/associations/12', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      // The shell's page, its fixed title and description replaced by the page's head.
      const page = response.body.replace(/<link rel="pre(load|fetch)"[^>]*>/g, '');
      expect(page).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>[^<]+<\/title>/);
      expect(page).toContain(
        `<script>${BOOT_SCRIPT}</script><script defer src="/main.0123456789abcdef0123.js"></script></head><body><div id="root"></div></body></html>`,
      );
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    }
  });

  it('compresses the page for a browser that takes brotli or gzip, and not otherwise', async () => {
    const page = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await page('br;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it("names what the page loads first in preload links: main.js, /remotes.json, the page's remote and its first chunks", async () => {
    for (const url of ['/', '/associations/12?page=2', '/login']) {
      expect(hintsOf((await get(url)).body)).toBe(publicPageHints('/portals/public-site/2.0.0', '2.0.0'));
    }
    // A dashboard mounts its own portal (this build has no mf-manifest.json: the entry alone).
    expect(hintsOf((await get('/user/dashboard/profile')).body)).toBe(
      '<link rel="preload" href="/main.0123456789abcdef0123.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">' +
        '<link rel="preload" href="/portals/member-portal/1.2.0/remoteEntry.js" as="script" fetchpriority="low">',
    );
  });

  it("names the shell's own first chunks from its build's first-load.json, and nothing outside its folder", async () => {
    const list = path.join(webRoot, 'shell', 'dist', 'first-load.json');
    writeFileSync(
      list,
      JSON.stringify({
        files: ['main.0123456789abcdef0123.js', '8325.19e12bd5ef5c52c227cd.js', '../../etc/passwd.js', 'sub/x.js', 7],
      }),
    );
    try {
      const body = (await get('/')).body;
      expect(body).toContain(
        '<link rel="preload" href="/main.0123456789abcdef0123.js" as="script" fetchpriority="low">' +
          '<link rel="preload" href="/8325.19e12bd5ef5c52c227cd.js" as="script" fetchpriority="low">' +
          '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">',
      );
      expect(body).not.toMatch(/passwd|sub\/x/);
      // A broken list gives no shell hints, and the page still loads.
      writeFileSync(list, '{"files": [');
      const at = new Date(Date.now() + 5_000);
      utimesSync(list, at, at);
      expect(hintsOf((await get('/')).body)).toBe(publicPageHints('/portals/public-site/2.0.0', '2.0.0'));
    } finally {
      rmSync(list, { force: true });
    }
  });

  it('follows the live manifest: a release and a rollback change the hints of the next page load', async () => {
    const file = path.join(t.config.dataDir, 'remotes.json');
    const release = path.join(t.config.dataDir, 'releases', 'public-site', '2.1.0');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'mf-manifest.json'), federationManifest('2.1.0'));
    const point = (entry: string) => {
      writeFileSync(file, JSON.stringify({ public_site: { entry, version: '2.x' } }));
      // A fresh mtime: the manifest is re-read when it changes.
      const at = new Date(Date.now() + Math.random() * 10_000);
      utimesSync(file, at, at);
    };
    try {
      point('/releases/public-site/2.1.0/remoteEntry.js');
      expect(hintsOf((await get('/')).body)).toBe(publicPageHints('/releases/public-site/2.1.0', '2.1.0'));
      point('/portals/public-site/2.0.0/remoteEntry.js');
      expect(hintsOf((await get('/')).body)).toBe(publicPageHints('/portals/public-site/2.0.0', '2.0.0'));
      // A release rebuilt in place (same folder, new chunks) is read again.
      writeFileSync(path.join(release, 'mf-manifest.json'), federationManifest('2.1.0-b'));
      point('/releases/public-site/2.1.0/remoteEntry.js');
      expect((await get('/')).body).toContain('/releases/public-site/2.1.0/286.2.1.0-b.js');
      // Removed release: its entry is still named (the shell shows its error screen), no chunks are guessed.
      rmSync(release, { recursive: true });
      expect((await get('/')).body).toContain(
        '<link rel="preload" href="/releases/public-site/2.1.0/remoteEntry.js" as="script" fetchpriority="low"></head>',
      );
      // Another origin, or a path the server does not serve: no hints for the remote.
      for (const entry of [
        'https://cdn.example.org/public-site/2.0.0/remoteEntry.js',
        '/portals/../../etc/2.0.0/remoteEntry.js',
        '/portals/shell/1.0.0/remoteEntry.js',
      ]) {
        point(entry);
        expect(hintsOf((await get('/')).body)).toBe(
          '<link rel="preload" href="/main.0123456789abcdef0123.js" as="script" fetchpriority="low"><link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">',
        );
      }
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("sends the precompressed copy to browsers that accept it, keeping each file's cache rule", async () => {
    const fetchEncoded = (url: string, encodings: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });
    const chunk = await fetchEncoded('/main.0123456789abcdef0123.js', 'gzip, br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    const entry = await fetchEncoded('/portals/member-portal/1.2.0/remoteEntry.js', 'gzip');
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(entry.rawPayload).toString()).toBe('var member_portal;');
    const plain = await t.app.inject({ method: 'GET', url: '/main.0123456789abcdef0123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('reports the live portal versions in the health check', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json()).toEqual({
      status: 'ok',
      database: 'ok',
      payments: 'test',
      portals: { member_portal: '1.2.0', public_site: '2.0.0' },
    });
  });

  it('answers JSON errors only for the API, media, portals and releases; a page whatever the Accept header', async () => {
    for (const url of [
      '/api/v1/nope',
      '/api',
      '/media/missing.png',
      '/portals/member-portal/9.9.9/remoteEntry.js',
      '/releases/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
    for (const accept of ['application/json', '*/*', undefined]) {
      const page = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: accept ? { accept } : {} });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>Page Not Found | Alumni Connect</title>');
    }
    // Not a page: another method.
    const post = await t.app.inject({ method: 'PUT', url: '/login', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves hashed shell files immutable and others no-cache', async () => {
    const hashed = await get('/main.0123456789abcdef0123.js', '*/*');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote version under /portals/<pkg>/<version>/ with entry files no-cache', async () => {
    const entry = await get('/portals/member-portal/1.2.0/remoteEntry.js', '*/*');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var member_portal;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/portals/member-portal/1.2.0/mf-manifest.json', '*/*')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await get('/portals/member-portal/1.2.0/mf-stats.json', '*/*')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/portals/member-portal/1.2.0/123.abcdef0123456789abcd.js', '*/*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/portals/member-portal/1.1.0/remoteEntry.js', '*/*')).body).toBe('var member_portal_old;');
  });

  it('builds /remotes.json from the package versions, or serves DATA_DIR/remotes.json', async () => {
    const built = await get('/remotes.json', 'application/json');
    expect(built.statusCode).toBe(200);
    expect(built.headers['cache-control']).toBe('no-cache');
    expect(built.json()).toEqual({
      public_site: '/portals/public-site/2.0.0/remoteEntry.js',
      member_portal: '/portals/member-portal/1.2.0/remoteEntry.js',
    });

    const release = {
      public_site: '/portals/public-site/2.0.0/remoteEntry.js',
      member_portal: '/portals/member-portal/1.1.0/remoteEntry.js',
    };
    writeFileSync(path.join(t.config.dataDir, 'remotes.json'), JSON.stringify(release));
    expect((await get('/remotes.json', 'application/json')).json()).toEqual(release);
    rmSync(path.join(t.config.dataDir, 'remotes.json'));
  });

  it('serves released portals from DATA_DIR/releases/<pkg>/<version>/, entry files no-cache, chunks immutable', async () => {
    const release = path.join(t.config.dataDir, 'releases', 'admin-portal', '1.3.0');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'remoteEntry.js'), 'var admin_portal;');
    writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(release, '42.0123456789abcdef0123.js'), 'chunk');
    writeFileSync(path.join(t.config.dataDir, 'releases', 'history.json'), '{}');

    const entry = await get('/releases/admin-portal/1.3.0/remoteEntry.js', '*/*');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var admin_portal;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/releases/admin-portal/1.3.0/mf-manifest.json', '*/*')).headers['cache-control']).toBe(
      'no-cache',
    );
    const chunk = await get('/releases/admin-portal/1.3.0/42.0123456789abcdef0123.js', '*/*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Only released files: not the history, not a missing release, and never the shell's index.html.
    for (const url of [
      '/releases/history.json',
      '/releases/admin-portal/9.9.9/remoteEntry.js',
      '/releases/admin-portal/',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
    }
  });

  it('allows the script origins of absolute entries in DATA_DIR/remotes.json in the CSP, re-read on change', async () => {
    const file = path.join(t.config.dataDir, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        admin_portal: { entry: 'https://cdn.example.org/admin-portal/1.2.0/remoteEntry.js', version: '1.2.0' },
      }),
    );
    expect((await get('/')).headers['content-security-policy']).toMatch(
      /script-src 'self'[^;]* https:\/\/cdn\.example\.org/,
    );
    writeFileSync(
      file,
      JSON.stringify({
        admin_portal: 'https://static.example.net/a/remoteEntry.js',
        member_portal: '/portals/member-portal/1.2.0/remoteEntry.js',
      }),
    );
    const future = new Date(Date.now() + 5000);
    utimesSync(file, future, future);
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain('https://static.example.net');
    expect(csp).not.toContain('cdn.example.org');
    rmSync(file);
  });

  it('serves media with nosniff', async () => {
    const response = await get('/media/logo.png', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the inline boot script of index.html by its hash in the CSP', async () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect((await get('/')).headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});

describe('a server renderer', () => {
  let t: TestApp;
  let webRoot: string;
  const rendered: string[] = [];
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    // A stand-in for the public site's server bundle: it names the live public_site entry it was given.
    t = await createTestApp({
      config: { webRoot },
      renderer: (frontends) => async (input) => {
        rendered.push(input.url);
        const { pathname } = new URL(input.url, 'http://h');
        const live = await frontends.liveRemotes(console);
        const head = { title: 'Page Not Found | Alumni Connect', name: 'Page Not Found', isIndexed: false };
        return {
          html: `<p>${pathname} ${String(live.public_site)}</p>`,
          headTags: '',
          // Association 12 does not exist here; nor does a page off the page table.
          answer: {
            status: pathname === '/associations/12' || !matchPublicPage(pathname) ? 404 : 200,
            headers: {},
            head,
          },
        };
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("renders the public pages with the app's live frontends", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/associations/12' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(
      '<div id="root"><p>/associations/12 /portals/public-site/2.0.0/remoteEntry.js</p></div>',
    );
  });

  it("starts a rendered page's code on the visitor's first use, or after its paint where the page works at once", async () => {
    const list = async (url: string) =>
      /<script type="application\/json" id="after-paint-scripts"([^>]*)>(.*?)<\/script>/.exec(
        (await t.app.inject({ method: 'GET', url })).body,
      );
    // Read without code: started on first use (no mark).
    for (const url of ['/', '/about-us', '/login', '/no/such/page']) {
      const found = await list(url);
      expect([url, found?.[1], JSON.parse(found?.[2] ?? 'null')]).toEqual([url, '', ['/main.0123456789abcdef0123.js']]);
    }
    // The e-mail link's confirmation works at once: started once painted.
    expect((await list('/verify-email'))?.[1]).toBe(' data-start="paint"');
  });

  it('renders each public page once when asked to warm up: the pages of an association at the first one, and Page Not Found', async () => {
    const noAssociation = await t.app.web!.warmUp();
    expect(noAssociation.map((page) => page.path)).not.toContain('/associations/:id');
    const first = await createAssociation(t.database, { name: 'First Alumni' });
    await createAssociation(t.database, { name: 'Second Alumni' });
    rendered.length = 0;
    const warmed = await t.app.web!.warmUp();
    const statusOf = Object.fromEntries(warmed.map((page) => [page.path, page.status]));
    expect(statusOf).toMatchObject({
      '/': 200,
      '/home': 200,
      '/landing-page': 200,
      '/login': 200,
      '/signup': 200,
      '/about-us': 200,
      '/associations': 200,
      [`/associations/${first}`]: 200,
      [`/associations/${first}/memberships`]: 200,
      '/warm-up-unknown-page': 404,
    });
    // Profiles are limited per visitor: none is asked for.
    expect(warmed.some((page) => page.path.startsWith('/user/'))).toBe(false);
    // Each was rendered (once), apart from the visitors' addresses in the page cache.
    expect(rendered.sort()).toEqual(warmed.map((page) => `${page.path}?warm-up`).sort());
    expect(warmed.every((page) => Number.isInteger(page.ms) && page.ms >= 0)).toBe(true);
  });

  it('renders the public pages once more, unasked, after a release and after a rollback of the public site', async () => {
    const file = path.join(t.config.dataDir, 'remotes.json');
    /** Resolves once every public page has been rendered for the warm-up again (looked at every 2 s). */
    const rewarmed = async () => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (rendered.includes('/?warm-up') && rendered.includes('/warm-up-unknown-page?warm-up')) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    rendered.length = 0;
    try {
      writeFileSync(file, JSON.stringify({ public_site: '/releases/public-site/2.1.0/remoteEntry.js' }));
      expect(await rewarmed()).toBe(true);
      expect(rendered).not.toContain('/about-us');
      expect(rendered.filter((url) => url.endsWith('?warm-up')).length).toBeGreaterThanOrEqual(7);
      rendered.length = 0;
    } finally {
      rmSync(file, { force: true });
    }
    // The rollback (back to the built version) is rendered too.
    expect(await rewarmed()).toBe(true);
  });
});

describe('CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { corsOrigins: ['https://admin.example.org'] } });
  });
  afterAll(async () => t?.close());

  it('lets the listed origins call the API with credentials, and no other', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/health',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://admin.example.org');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.org');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://admin.example.org' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.example.org');
  });
});

describe('without built frontends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 JSON for pages and has no /remotes.json', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/associations', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(404);
  });
});
