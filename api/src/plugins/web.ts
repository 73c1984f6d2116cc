import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseRemotesManifest, portalForPath, PORTALS, scriptOriginsOf, VERSION_PATTERN } from '@alumni/shared/portals';
import { NotFoundError } from '../lib/errors';
import { isSafeKey } from '../storage/object-store';
import { sendObject } from '../storage/serve-object';
import { sharedManifestFor } from './release-manifest';
import { createPageRenderer } from './server-render';
import { firstLoadHints, withPreloads } from './web-preload';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NOT_THE_SHELL = /^\/(api|media|portals|releases)(\/|$)/;
/** Only `<pkg>/<version>/<file>` below DATA_DIR/releases (not history.json or temp folders). */
const RELEASED_FILE = new RegExp(`^/?[a-z0-9][a-z0-9-]*/${VERSION_PATTERN}/[^?]+$`);

/**
 * The shell's page compressed for a client that takes brotli or gzip. The page is made per request (its
 * preload hints follow the live manifests), so it is compressed here, once per distinct page: a handful of
 * variants, kept.
 */
const compressedPages = new Map<string, { br: Buffer; gzip: Buffer }>();
const MAX_PAGE_VARIANTS = 32;

function negotiatePage(
  html: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null) : null;
  if (!encoding) return { body: html };
  let page = compressedPages.get(html);
  if (!page) {
    const raw = Buffer.from(html);
    page = {
      br: brotliCompressSync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    if (compressedPages.size >= MAX_PAGE_VARIANTS)
      compressedPages.delete(compressedPages.keys().next().value as string);
    compressedPages.set(html, page);
  }
  return { body: page[encoding], encoding };
}

/** The file a request asked for: `preCompressed` may serve its `.br` or `.gz` copy instead. */
const servedName = (file: string) => file.replace(/\.(br|gz)$/, '');

/**
 * Hashed chunks never change: immutable. Everything else may change meaning between builds or
 * releases (remoteEntry.js, mf-manifest.json, mf-stats.json, licence files): no-cache.
 */
function setRemoteCacheHeaders(res: { header: (name: string, value: string) => unknown }, file: string): void {
  const name = path.basename(servedName(file));
  res.header('Cache-Control', HASHED_NAME.test(name) && !name.endsWith('.html') ? IMMUTABLE : NO_CACHE);
}

const releasesDir = (dataDir: string) => path.join(dataDir, 'releases');
const runtimeManifestPath = (dataDir: string) => path.join(dataDir, 'remotes.json');

let originsCache: { file: string; mtimeMs: number; origins: string[] } | null = null;

/**
 * Origins of the absolute entry URLs in DATA_DIR/remotes.json (portals hosted on a CDN), for the CSP's
 * script-src. Re-read when the file changes, so a release to another origin needs no restart.
 */
export function manifestScriptOrigins(dataDir: string): string[] {
  const shared = sharedManifestFor(dataDir);
  if (shared) return shared.scriptOrigins();
  const file = runtimeManifestPath(dataDir);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (originsCache?.file === file && originsCache.mtimeMs === mtimeMs) return originsCache.origins;
  let origins: string[] = [];
  try {
    origins = scriptOriginsOf(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // An unreadable manifest is reported by /remotes.json; it adds no origins.
  }
  originsCache = { file, mtimeMs, origins };
  return originsCache.origins;
}

type HistoryFallback = {
  /** A GET for a page of the single-page app (not /api, /media, /portals) from a browser. */
  accepts(request: FastifyRequest): boolean;
  send(reply: FastifyReply): Promise<FastifyReply>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs an interface
  interface FastifyInstance {
    historyFallback: HistoryFallback | null;
  }
}

const shellIndexPath = (webRoot: string) => path.join(webRoot, 'shell', 'dist', 'index.html');

export function hasBuiltShell(webRoot: string): boolean {
  return existsSync(shellIndexPath(webRoot));
}

/** CSP hashes ('sha256-...') of the inline scripts of the shell's index.html (the theme boot script). */
export function inlineScriptHashes(webRoot: string): string[] {
  if (!hasBuiltShell(webRoot)) return [];
  const html = readFileSync(shellIndexPath(webRoot), 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}

/** `{ public_site: '/portals/public-site/<version>/remoteEntry.js', ... }` from each remote's package.json. */
function remotesFromPackages(webRoot: string): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const { name, folder } of PORTALS) {
    const manifest = path.join(webRoot, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    remotes[name] = `/portals/${folder}/${version}/remoteEntry.js`;
  }
  return remotes;
}

/**
 * The runtime manifest the shell loads: DATA_DIR/remotes.json when the operators put one there
 * (`npm run portal -- release`), else built from the packages' versions.
 */
export async function liveRemotes(
  opts: { webRoot: string; dataDir: string },
  log: { error: (details: object, message: string) => void },
): Promise<Record<string, unknown>> {
  // On PostgreSQL the live versions are the database's, the same on every instance.
  const shared = sharedManifestFor(opts.dataDir);
  if (shared) return shared.current() ?? remotesFromPackages(opts.webRoot);
  const release = runtimeManifestPath(opts.dataDir);
  if (existsSync(release)) {
    try {
      const parsed = JSON.parse(await readFile(release, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      log.error({ file: release }, 'remotes.json is not a JSON object; using the package versions');
    } catch (error) {
      log.error({ err: error, file: release }, 'remotes.json is unreadable; using the package versions');
    }
  }
  return remotesFromPackages(opts.webRoot);
}

/** `{ admin_portal: '1.0.1', ... }`: the version of each live portal, for operators. */
export function portalVersions(manifest: Record<string, unknown>): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, entry] of Object.entries(parseRemotesManifest(manifest))) {
    if (entry?.version) versions[name] = entry.version;
  }
  return versions;
}

/**
 * Serves the built frontends when WEB_ROOT holds them: the shell at / (index.html no-cache, hashed
 * files immutable, history fallback to index.html), each remote's versioned folders at
 * /portals/<pkg>/<version>/ (remoteEntry.js and mf-manifest.json no-cache), released portals from
 * DATA_DIR/releases/<pkg>/<version>/ at /releases/<pkg>/<version>/ (same headers), and /remotes.json
 * (DATA_DIR/remotes.json when the operators put one there, else built from the packages' versions).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string; dataDir: string }) => {
    if (!hasBuiltShell(opts.webRoot)) {
      app.decorate('historyFallback', null);
      app.log.debug({ webRoot: opts.webRoot }, 'no built shell: not serving the frontends');
      return;
    }
    const shellDist = path.dirname(shellIndexPath(opts.webRoot));

    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      // index.html is sent by sendShellPage below (with the preload hints of the page asked for).
      index: false,
      wildcard: true,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, file) {
        const name = servedName(file);
        res.header('Cache-Control', name.endsWith('.html') || !HASHED_NAME.test(name) ? NO_CACHE : IMMUTABLE);
      },
    });

    for (const { folder } of PORTALS) {
      const dist = path.join(opts.webRoot, folder, 'dist');
      if (!existsSync(dist)) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/portals/${folder}/`,
        index: false,
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        setHeaders: setRemoteCacheHeaders,
      });
    }

    // Releases made with `npm run portal -- release` (scripts/portal.mjs); created now so a release made
    // while the site runs is served without a restart.
    const releases = releasesDir(opts.dataDir);
    mkdirSync(releases, { recursive: true });
    // On a bucket (several instances), a release made on any machine is there (npm run portal copies it).
    if (app.storage.kind === 's3')
      app.get('/releases/*', { schema: { hide: true } }, async (request, reply) => {
        const name = (request.params as { '*': string })['*'];
        const object = RELEASED_FILE.test(name) && isSafeKey(name) ? await app.storage.get(`releases/${name}`) : null;
        if (!object) throw new NotFoundError();
        return sendObject(request, reply, object, HASHED_NAME.test(path.basename(name)) ? IMMUTABLE : NO_CACHE);
      });
    else
      await app.register(fastifyStatic, {
        root: releases,
        prefix: '/releases/',
        index: false,
        list: false,
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        allowedPath: (pathName) => RELEASED_FILE.test(pathName),
        setHeaders: setRemoteCacheHeaders,
      });

    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return liveRemotes(opts, request.log);
    });

    const remoteFolders = PORTALS.map((p) => p.folder);
    const renderPage = createPageRenderer(app, {
      ...opts,
      manifest: async () => parseRemotesManifest(await liveRemotes(opts, app.log)),
    });
    const ROOT = /<div id="?root"?><\/div>/;
    /** The page's markup from the server render, or the empty page the browser renders (never a 500). */
    async function withServerRender(html: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
      if (!renderPage || !portalForPath(new URL(request.url, 'http://h').pathname).serverRendered) return html;
      try {
        const page = await renderPage(request.url);
        reply.header('Server-Timing', `ssr;dur=${page.timingMs.toFixed(1)}`);
        if (page.errors.length > 0) request.log.error({ errors: page.errors }, 'parts of the page failed to render');
        return html
          .replace('</head>', `${page.headTags}</head>`)
          .replace(ROOT, () => `<div id="root">${page.html}</div>${page.bodyEnd}`);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: serving the page the browser renders');
        return html;
      }
    }
    /** The shell's page, with preload hints for what `request`'s page loads first (from the live manifests). */
    async function sendShellPage(request: FastifyRequest, reply: FastifyReply) {
      const html = await withServerRender(await readFile(shellIndexPath(opts.webRoot), 'utf8'), request, reply);
      const pathname = new URL(request.url, 'http://h').pathname;
      const hints = firstLoadHints(pathname, await liveRemotes(opts, request.log), { ...opts, remoteFolders });
      const { body, encoding } = negotiatePage(withPreloads(html, hints), request.headers['accept-encoding']);
      reply
        .status(200)
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    }
    app.get('/', { schema: { hide: true } }, sendShellPage);
    app.get('/index.html', { schema: { hide: true } }, sendShellPage);

    const historyFallback: HistoryFallback = {
      accepts(request) {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        if (NOT_THE_SHELL.test(request.url)) return false;
        return (request.headers.accept ?? '').includes('text/html');
      },
      send: (reply) => sendShellPage(reply.request, reply),
    };
    app.decorate('historyFallback', historyFallback);
  },
  { name: 'web' },
);
