import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { PORTALS, VERSION_PATTERN } from '@alumni/shared/portals';
import type { Frontends } from './frontends';

/** Route options of pages and files: no API, so out of the API's OpenAPI document (@fastify/swagger's `hide`). */
export const HIDDEN = { schema: { hide: true } as FastifySchema };

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Only `<pkg>/<version>/<file>` below DATA_DIR/releases (not history.json or temp folders). */
const RELEASED_FILE = new RegExp(`^/?[a-z0-9][a-z0-9-]*/${VERSION_PATTERN}/[^?]+$`);

/**
 * Released portal files kept in a bucket that every instance shares: sends the object `key`
 * (`releases/<pkg>/<version>/<file>`) with `cacheControl`, or answers null when there is none.
 */
export type ReleasedFiles = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; cacheControl: string },
) => Promise<FastifyReply | null>;

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

/**
 * The built files: the shell's at / (hashed files immutable, others no-cache; its index.html is the pages'
 * template, answered by the page routes), each remote's versioned folders at /portals/<pkg>/<version>/, released
 * portals at /releases/<pkg>/<version>/ (from DATA_DIR/releases, or the bucket through `releasedFiles`),
 * and /remotes.json.
 */
export async function serveBuiltFiles(app: FastifyInstance, frontends: Frontends, releasedFiles?: ReleasedFiles) {
  // A path the static server refuses to map to a file (`//`, `..`, a name too long to check, a malformed
  // %-escape) is no file: on / it is a page's path all the same (Page Not Found).
  await app.register(async (shell) => {
    shell.setErrorHandler(async (error: { code?: string; statusCode?: number }, _request, reply) => {
      if (error.code !== 'FST_STATIC_FORBIDDEN_PATH' && error.statusCode !== 400) throw error;
      reply.callNotFound();
      return reply;
    });
    await shell.register(fastifyStatic, {
      root: path.dirname(frontends.shellIndex),
      prefix: '/',
      index: false,
      // One route per built file, listed at start (the shell is built with the site, never released): a
      // page's path meets no file lookup on disk (a wildcard looked up every page's path, twice per answer).
      wildcard: false,
      // Its page is sent by the pages (with its status and head); the compressed copies are chosen by
      // preCompressed for the file asked for.
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, file) {
        const name = servedName(file);
        res.header('Cache-Control', name.endsWith('.html') || !HASHED_NAME.test(name) ? NO_CACHE : IMMUTABLE);
      },
    });
  });

  for (const { folder } of PORTALS) {
    const dist = path.join(frontends.webRoot, folder, 'dist');
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
  const releases = path.join(frontends.dataDir, 'releases');
  mkdirSync(releases, { recursive: true });
  // On a bucket (several instances), a release made on any machine is there (npm run portal copies it).
  if (releasedFiles)
    app.get('/releases/*', HIDDEN, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const cacheControl = HASHED_NAME.test(path.basename(name)) ? IMMUTABLE : NO_CACHE;
      const sent = RELEASED_FILE.test(name)
        ? await releasedFiles(request, reply, { key: `releases/${name}`, cacheControl })
        : null;
      if (sent) return sent;
      reply.callNotFound();
      return reply;
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

  app.get('/remotes.json', HIDDEN, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return frontends.liveRemotes(request.log);
  });
}
