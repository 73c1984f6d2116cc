import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_NAME } from '@alumni/shared/portals';
import { negotiateBody } from './compress';
import { nativeForms } from './forms/native-forms';
import type { Frontends } from './frontends';
import { cachePublicly, weakEtag } from './http-cache';
import { robotsTxt, sitemapXml } from './pages/crawlers';
import { SITE_PREVIEW } from './pages/head';
import type { PageData } from './pages/page-data';
import { pageSender, type Renderer } from './pages/send-page';
import { shellRenderer, type ReadReleasedObject } from './server-render';
import { HIDDEN, serveBuiltFiles, type ReleasedFiles } from './static-files';
import { rewarmOnRelease, serverRenderedEntries, warmUp, warmUpPaths, type WarmedPage } from './warm-up';

/** Paths that are never pages: their missing files answer the API's JSON 404. */
const NOT_A_PAGE = /^\/(api|media|portals|releases)(\/|$)/;

export type WebPluginOptions = {
  frontends: Frontends;
  /** The site's public address (PUBLIC_ORIGIN): canonical URLs, previews' images, the sitemap. */
  publicOrigin: string;
  pages: PageData;
  /**
   * A server renderer of the public pages; by default the shell's server bundle when the site was built
   * with one (server-render.ts). Without one, or when it gives nothing, the browser renders them.
   */
  render?: Renderer;
  /** Page answers are kept this long, like the public JSON answers (PUBLIC_LIST_CACHE_MS); 0 keeps none. */
  pageCacheMs?: number;
  /** How long a page waits for its server render (send-page.ts RENDER_LIMIT_MS). */
  renderLimitMs?: number;
  /** Released portal files' bytes from a shared bucket (for the server bundles); without it, DATA_DIR/releases. */
  readReleasedObject?: ReadReleasedObject;
  /** Released portal files from a shared bucket; without it, from DATA_DIR/releases. */
  releasedFiles?: ReleasedFiles;
};

export type WebPages = {
  /** A GET or HEAD outside /api, /media, /portals and /releases: a page of the site, known or not. */
  isPageRequest(request: FastifyRequest): boolean;
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** `{ admin_portal: '1.0.1', ... }`: the live version of each portal, for operators. */
  portalVersions(log: FastifyBaseLogger): Promise<Record<string, string>>;
  /** The data pages show has changed here: the page answers kept are dropped. */
  pagesChanged(): void;
  /** Renders each public page once (its code loaded, run warm), before the server takes requests (warm-up.ts). */
  warmUp(): Promise<WarmedPage[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's pages when WEB_ROOT holds a built shell, else null (the API alone). */
    web: WebPages | null;
  }
}

/** A small public text answer (robots.txt, sitemap.xml), cached like the public JSON answers. */
function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  const etag = weakEtag(text);
  if (cachePublicly(request, reply, etag)) return reply.code(304).send();
  const { body, encoding } = negotiateBody(text, etag, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.header('Vary', 'Accept-Encoding').type(type).send(body);
}

/**
 * The site's pages and files, when WEB_ROOT holds the built frontends: every page path (the public pages,
 * the dashboards, and any other path as Page Not Found) answers the shell's page with its status and head,
 * robots.txt and sitemap.xml, the built and released files (static-files.ts). The app's not-found handler
 * sends pages through `app.web`.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: WebPluginOptions) => {
    const { frontends } = opts;
    if (!frontends.hasBuiltShell()) {
      app.decorate('web', null);
      app.log.debug({ webRoot: frontends.webRoot }, 'no built shell: not serving the frontends');
      return;
    }
    await serveBuiltFiles(app, frontends, opts.releasedFiles);

    const site = { origin: opts.publicOrigin.replace(/\/+$/, ''), name: PRODUCT_NAME };
    const render = opts.render ?? shellRenderer(app, frontends, opts.readReleasedObject);
    const sendPage = pageSender({
      frontends,
      site,
      render,
      cacheMs: opts.pageCacheMs,
      renderLimitMs: opts.renderLimitMs,
    });
    // The public site's forms, posted natively before (or without) the page's script.
    await nativeForms(app, { publicOrigin: site.origin, sendFormPage: sendPage.sendFormPage });
    const warmPages = async () => warmUp(app, await warmUpPaths(opts.pages));
    if (render) {
      // A release or rollback of a server-rendered portal: its pages rendered once, before a visitor asks.
      const releases = rewarmOnRelease({
        liveVersion: async () => serverRenderedEntries(await frontends.liveRemotes(app.log)),
        warm: warmPages,
        log: app.log,
      });
      app.addHook('onClose', async () => releases.stop());
    }
    app.get('/', HIDDEN, sendPage);
    app.get('/index.html', HIDDEN, sendPage);

    const preview = await readFile(path.join(__dirname, '..', 'assets', SITE_PREVIEW.file));
    const previewTag = weakEtag(preview);
    app.get(SITE_PREVIEW.path, HIDDEN, async (request, reply) => {
      if (cachePublicly(request, reply, previewTag)) return reply.code(304).send();
      return reply.type('image/png').send(preview);
    });
    app.get('/robots.txt', HIDDEN, async (request, reply) =>
      sendText(request, reply, 'text/plain; charset=utf-8', robotsTxt(site)),
    );
    app.get('/sitemap.xml', HIDDEN, async (request, reply) => {
      const [associations, events] = await Promise.all([opts.pages.associations(), opts.pages.events()]);
      return sendText(request, reply, 'application/xml; charset=utf-8', sitemapXml(site, associations, events));
    });

    app.decorate('web', {
      isPageRequest(request) {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        return !NOT_A_PAGE.test(request.url.split('?')[0]);
      },
      sendPage,
      portalVersions: (log) => frontends.portalVersions(log),
      pagesChanged: () => sendPage.forget(),
      warmUp: warmPages,
    } satisfies WebPages);
  },
  { name: 'web' },
);
