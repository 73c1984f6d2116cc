/*
 * Security headers on every kind of answer: the site's pages, an API route, an uploaded file and
 * error answers; on http and on https (HSTS only there); the CSP allows the site and the configured
 * portal origins, nothing else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers';
import { makePng } from './support/multipart';

const PORTAL_ORIGIN = 'https://portals.example.org';
const INDEX =
  '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script></head><body><div id="root"></div></body></html>';

/** A WEB_ROOT with a built shell (index.html with its inline theme script). */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  return root;
}

/** `{ directive: [sources] }` of a Content-Security-Policy header. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const directives: Record<string, string[]> = {};
  for (const part of header
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    directives[name] = sources;
  }
  return directives;
}

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe.each([
  ['http', { publicOrigin: 'http://localhost:8080', isSecureOrigin: false }],
  ['https', { publicOrigin: 'https://alumni.example.org', isSecureOrigin: true }],
] as const)('security headers (%s)', (scheme, origin) => {
  let t: TestApp;
  let webRoot: string;
  let logoUrl: string;
  let requests: [string, InjectOptions, number][];

  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ config: { ...origin, webRoot, corsOrigins: [PORTAL_ORIGIN] } });
    logoUrl = (await t.app.mediaStore.storeImage(await makePng(), 'logos')).url;
    // A file someone put under media/proof-documents by mistake is still not served publicly.
    mkdirSync(path.join(t.config.dataDir, 'media', 'proof-documents'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'proof-documents', 'leak.pdf'), '%PDF-1.4 secret %%EOF');
    requests = [
      ['the home page', { method: 'GET', url: '/', headers: HTML }, 200],
      ['a page of the app', { method: 'GET', url: '/associations?page=2', headers: HTML }, 200],
      ['Page Not Found (a path no page has)', { method: 'GET', url: '/no-such-page', headers: {} }, 404],
      ['robots.txt', { method: 'GET', url: '/robots.txt' }, 200],
      ['an API route', { method: 'GET', url: '/api/v1/health' }, 200],
      ['an uploaded image', { method: 'GET', url: logoUrl }, 200],
      ['a missing upload', { method: 'GET', url: '/media/logos/nothing.webp' }, 404],
      ['a proof document under /media', { method: 'GET', url: '/media/proof-documents/leak.pdf' }, 404],
      ['an unknown API path', { method: 'GET', url: '/api/v1/nothing-here/' }, 404],
      ['a 401', { method: 'GET', url: '/api/v1/auth/user/' }, 401],
      ['a 400', { method: 'POST', url: '/api/v1/auth/login/', payload: { email: 'not-an-email' } }, 400],
      [
        'a 400 (bad JSON)',
        {
          method: 'POST',
          url: '/api/v1/auth/login/',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        },
        400,
      ],
    ];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers each request as expected (the headers below are checked on these)', async () => {
    for (const [name, options, status] of requests) {
      const response = await t.app.inject(options);
      expect(`${name}: ${response.statusCode}`).toBe(`${name}: ${status}`);
    }
  });

  it('sends nosniff, a frame policy, a referrer policy and no X-Powered-By on every answer', async () => {
    for (const [name, options] of requests) {
      const response = await t.app.inject(options);
      expect({ name, nosniff: response.headers['x-content-type-options'] }).toEqual({ name, nosniff: 'nosniff' });
      expect({ name, frame: response.headers['x-frame-options'] }).toEqual({ name, frame: 'SAMEORIGIN' });
      expect({ name, referrer: response.headers['referrer-policy'] }).toEqual({ name, referrer: 'no-referrer' });
      expect({ name, cop: response.headers['cross-origin-opener-policy'] }).toEqual({ name, cop: 'same-origin' });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends a CSP that allows only the site, the shell inline script by hash, and the configured portal origins', async () => {
    for (const [name, options] of requests) {
      const policy = csp(await t.app.inject(options));
      const context = `${name}: ${JSON.stringify(policy)}`;
      expect([context, policy['default-src']]).toEqual([context, ["'self'"]]);
      expect([context, policy['object-src']]).toEqual([context, ["'none'"]]);
      expect([context, policy['frame-ancestors']]).toEqual([context, ["'self'"]]);
      expect([context, policy['base-uri']]).toEqual([context, ["'self'"]]);
      expect([context, policy['connect-src']]).toEqual([context, ["'self'"]]);
      const scripts = policy['script-src'] ?? [];
      expect([context, scripts.filter((s) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(s))]).toEqual([
        context,
        ["'self'", PORTAL_ORIGIN],
      ]);
      expect([context, scripts.filter((s) => s.startsWith("'sha256-")).length]).toEqual([context, 1]);
      for (const directive of ['script-src', 'img-src', 'connect-src', 'default-src', 'font-src']) {
        const sources = policy[directive] ?? [];
        expect([
          context,
          directive,
          sources.filter((s) => s === '*' || s === 'https:' || s === 'http:' || s === "'unsafe-eval'"),
        ]).toEqual([context, directive, []]);
      }
      expect([context, scripts.includes("'unsafe-inline'")]).toEqual([context, false]);
      expect([context, 'upgrade-insecure-requests' in policy]).toEqual([context, scheme === 'https']);
    }
  });

  it(
    scheme === 'https' ? 'sends HSTS for a year, subdomains included, on every answer' : 'sends no HSTS over http',
    async () => {
      for (const [name, options] of requests) {
        const hsts = (await t.app.inject(options)).headers['strict-transport-security'];
        if (scheme === 'https') expect({ name, hsts }).toEqual({ name, hsts: 'max-age=31536000; includeSubDomains' });
        else expect({ name, hsts }).toEqual({ name, hsts: undefined });
      }
    },
  );

  it("keeps the inline script's hash in the CSP equal to the script served", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const { createHash } = await import('node:crypto');
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp(response)['script-src']).toContain(hash);
  });
});

describe('security headers of API answers (recorded once) against those of pages (computed per answer)', () => {
  const HELMET_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({
      config: {
        publicOrigin: 'https://alumni.example.org',
        isSecureOrigin: true,
        webRoot,
        corsOrigins: [PORTAL_ORIGIN],
      },
    });
    // A portal released on a CDN: pages may load its scripts; JSON answers load nothing.
    writeFileSync(
      path.join(t.config.dataDir, 'remotes.json'),
      JSON.stringify({ admin_portal: 'https://cdn.example.net/admin-portal/1.0.0/remoteEntry.js' }),
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends every header a page gets, with the same value, and a CSP that differs only by the released portal origins', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(csp(page)['script-src']).toContain('https://cdn.example.net');
    for (const url of ['/api/v1/health', '/api/v1/associations/', '/api/v1/auth/user/']) {
      const answer = await t.app.inject({ method: 'GET', url });
      for (const name of HELMET_HEADERS) {
        expect(page.headers[name]).toBeDefined();
        if (name !== 'content-security-policy')
          expect({ url, name, value: answer.headers[name] }).toEqual({ url, name, value: page.headers[name] });
      }
      const withoutReleased = Object.fromEntries(
        Object.entries(csp(page)).map(([d, sources]) => [d, sources.filter((s) => s !== 'https://cdn.example.net')]),
      );
      expect({ url, csp: csp(answer) }).toEqual({ url, csp: withoutReleased });
    }
  });
});
