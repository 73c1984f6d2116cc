import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateBody } from '../compress';
import type { Frontends } from '../frontends';
import { cachePublicly, weakEtag } from '../http-cache';
import { MicroCache } from '../micro-cache';
import { deferredHintsTag, firstLoadHints, preloadTags } from '../preload';
import { headTags, type Site } from './head';
import type { PageData } from './page-data';
import { pageHtml, templateDescription, type Rendered } from './page-html';
import { resolvePage } from './resolve-page';

export type RenderInput = { url: string; pathname: string; search: URLSearchParams; status: number };
/**
 * A server render of a page: `html` goes inside `<div id="root">`, `headTags` (style tags) at the end of the
 * head, `bodyEnd` right before the shell's scripts (data for hydration: the CSP runs no inline script but the
 * shell's own boot script, so `<script type="application/json">`, not code). `timingMs` becomes
 * `Server-Timing: ssr;dur=<ms>`.
 */
export type RenderOutput = Rendered & { timingMs?: number };
/** Renders a public page (or Page Not Found) on the server; null, or an error, sends the client-side page. */
export type Renderer = (input: RenderInput) => Promise<RenderOutput | null>;

export type PageOptions = {
  frontends: Frontends;
  site: Omit<Site, 'description'>;
  pages: PageData;
  render?: Renderer;
  /** Page answers are kept this long, as the public JSON answers are (0: made for every request). */
  cacheMs?: number;
};

/** A page as made for one address: kept (see PageOptions.cacheMs) and sent again as it is. */
type PageAnswer = { status: number; headers: Record<string, string>; html: string; etag: string; timingMs?: number };

const isRendered = (value: unknown): value is RenderOutput => {
  const out = value as RenderOutput | null;
  return (
    typeof out?.html === 'string' &&
    typeof out.headTags === 'string' &&
    (out.bodyEnd === undefined || typeof out.bodyEnd === 'string')
  );
};

/** The renderer's answer, or null (its own null, a malformed answer or a failure, logged once). */
async function renderPage(render: Renderer, input: RenderInput, request: FastifyRequest): Promise<RenderOutput | null> {
  try {
    const output = await render(input);
    if (output === null || isRendered(output)) return output;
    request.log.error({ url: input.url }, 'server render gave no html and headTags: sending the client-side page');
  } catch (error) {
    request.log.error({ err: error, url: input.url }, 'server render failed: sending the client-side page');
  }
  return null;
}

/**
 * Answers a page of the site, whatever the Accept header: the shell's page with the page's status (404 for
 * an unknown path, association or profile), head tags and preload hints, and the server render when there is
 * one; cached like the public JSON answers (weak ETag, `public, no-cache`, 304), compressed when the client
 * takes brotli or gzip.
 */
export function pageSender({ frontends, site, pages, render, cacheMs = 0 }: PageOptions) {
  const answers = new MicroCache<PageAnswer>(cacheMs);
  /** Pages being made: requests for the same address meanwhile wait for that one, not make their own. */
  const making = new Map<string, Promise<PageAnswer>>();

  function madeOnce(request: FastifyRequest): Promise<PageAnswer> {
    let pending = cacheMs > 0 ? making.get(request.url) : undefined;
    if (!pending) {
      pending = makePage(request).finally(() => making.delete(request.url));
      if (cacheMs > 0) making.set(request.url, pending);
    }
    return pending;
  }

  /** The page for `request`'s address, made anew: its status, head, preload hints and server render. */
  async function makePage(request: FastifyRequest): Promise<PageAnswer> {
    const url = new URL(request.url, 'http://h');
    const { pathname, searchParams: search } = url;
    const template = await readFile(frontends.shellIndex, 'utf8');
    const pageSite: Site = { ...site, description: templateDescription(template) ?? '' };
    const page = await resolvePage({ pathname, search }, request, pages, pageSite);
    const hints = firstLoadHints(pathname, await frontends.liveRemotes(request.log), frontends);
    const rendered =
      render && page.isPublic
        ? await renderPage(render, { url: request.url, pathname, search, status: page.status }, request)
        : null;
    // A server-rendered page paints from its HTML: its code's hints wait for that paint (deferredHintsTag).
    const html = pageHtml(template, {
      headTags: headTags(page.head, pageSite),
      endOfHead: rendered ? '' : preloadTags(template, hints),
      rendered: rendered && { ...rendered, bodyEnd: (rendered.bodyEnd ?? '') + deferredHintsTag(template, hints) },
    });
    return {
      status: page.status,
      headers: page.headers ?? {},
      html,
      etag: weakEtag(html),
      timingMs: rendered?.timingMs,
    };
  }

  const sendPage = async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // The same address makes the same page for everyone (pages are rendered as a signed-out visitor sees
    // them): kept a moment, like the public JSON answers, and dropped at once when the data changes here.
    let answer = answers.get(request.url);
    if (answer) reply.header('X-Page-Cache', 'hit');
    else {
      answer = await madeOnce(request);
      // A failed lookup (503, 429) is not the page: nothing keeps it.
      if (answer.status !== 429 && answer.status < 500) answers.set(request.url, answer);
      // The time this request spent rendering (none for a page sent again).
      if (answer.timingMs !== undefined && Number.isFinite(answer.timingMs))
        reply.header('Server-Timing', `ssr;dur=${Math.round(answer.timingMs * 10) / 10}`);
    }

    reply.status(answer.status).headers(answer.headers).header('Vary', 'Accept-Encoding');
    const isCurrent = cachePublicly(request, reply, answer.etag);
    if (answer.status >= 500 || answer.status === 429) reply.header('Cache-Control', 'no-store');
    else if (isCurrent && answer.status === 200) return reply.code(304).send();
    const { body, encoding } = negotiateBody(answer.html, answer.etag, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  return Object.assign(sendPage, { forget: () => answers.clear() });
}
