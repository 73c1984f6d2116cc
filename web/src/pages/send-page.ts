import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { FormEcho } from '@alumni/shared/contracts';
import type { PageAnswer, ShellRenderInput } from '@alumni/shared/portals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateBody } from '../compress';
import type { Frontends } from '../frontends';
import { cachePublicly, weakEtag } from '../http-cache';
import { MicroCache } from '../micro-cache';
import { deferredHintsTag, firstLoadHints, preloadTags } from '../preload';
import type { Language } from '@alumni/shared/i18n';
import { headTags, type Site } from './head';
import { alternateTags, answerLanguage, languageOfRequest, pathInLanguage } from './language';
import { banglaFontPreload, pageHtml, templateDescription, type Rendered } from './page-html';
import { answerWithoutRoute, pageKind } from './page-kind';

export type RenderInput = Pick<ShellRenderInput, 'url' | 'language' | 'formEcho' | 'site'> & {
  /** The visitor's address (`request.ip`): the API reads the render makes count against its limits, not the server's own. */
  address: string;
};
/**
 * A server render of a page: `html` goes inside `<div id="root">`, `headTags` (style tags) at the end of the
 * head, `bodyEnd` right before the shell's scripts (data for hydration: the CSP runs no inline script but the
 * shell's own boot script, so `<script type="application/json">`, not code). `timingMs` becomes
 * `Server-Timing: ssr;dur=<ms>`.
 */
export type RenderOutput = Rendered & {
  timingMs?: number;
  /** The page's status, headers and head, as its route's loader answered them (absent: a release declaring none). */
  answer?: PageAnswer;
};
/** Renders a public page (or Page Not Found) on the server; null, or an error, sends the client-side page. */
export type Renderer = (input: RenderInput) => Promise<RenderOutput | null>;

/**
 * How long a page waits for its server render before the client-side page goes out instead: a render takes
 * 5-15 ms warm and up to 1.3 s cold (warm-up.ts); one that has not answered by then is stuck (a remote
 * waiting on something that never comes), and neither the visitor nor the warm-up before opening may wait on it.
 */
const RENDER_LIMIT_MS = 10_000;

export type PageOptions = {
  frontends: Frontends;
  site: Omit<Site, 'description'>;
  render?: Renderer;
  /** See RENDER_LIMIT_MS. */
  renderLimitMs?: number;
  /** Page answers are kept this long, as the public JSON answers are (0: made for every request). */
  cacheMs?: number;
};

/** A page as made for one address: kept (see PageOptions.cacheMs) and sent again as it is. */
type MadePage = {
  status: number;
  headers: Record<string, string>;
  html: string;
  etag: string;
  timingMs?: number;
  /** Its server render was given up on (renderLimitMs). */
  isRenderLate?: boolean;
};

/** Server-Timing of a page whose server render was given up on (warm-up.ts stops at it). */
export const RENDER_LATE_TIMING = 'ssr;desc="given up"';

/** A route's answer the page can be sent with: a 2xx, 4xx or 5xx status (no redirect) and a head with its title. */
const isAnswer = (answer: PageAnswer | undefined) =>
  answer === undefined ||
  (typeof answer.status === 'number' &&
    /^[245]\d\d$/.test(String(answer.status)) &&
    typeof answer.head?.title === 'string' &&
    typeof answer.head.name === 'string' &&
    typeof answer.headers === 'object');

const isRendered = (out: RenderOutput | null) =>
  typeof out?.html === 'string' &&
  typeof out.headTags === 'string' &&
  (out.bodyEnd === undefined || typeof out.bodyEnd === 'string') &&
  isAnswer(out.answer);

/**
 * The headers a route's answer may give its page: Retry-After (a 429's, a 503's). Anything else (cookies, caching,
 * security headers) is the web server's to say, whatever a release of the public site answers.
 */
function answerHeaders(headers: Record<string, string>): Record<string, string> {
  const retryAfter = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  return typeof retryAfter === 'string' ? { 'Retry-After': retryAfter } : {};
}

/** A page's HTML, compressed as the client takes it. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, { html, etag }: MadePage) {
  const { body, encoding } = negotiateBody(html, etag, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

const LATE = Symbol('late');

/**
 * The renderer's answer, or null (its own null, a malformed answer or a failure, logged once), or LATE (no
 * answer within `limitMs`, logged once).
 */
async function renderPage(
  render: Renderer,
  input: RenderInput,
  request: FastifyRequest,
  limitMs: number,
): Promise<RenderOutput | typeof LATE | null> {
  const late = new AbortController();
  try {
    // Promise.race handles a render given up on that fails later: nothing is waiting for it then.
    const output = await Promise.race([
      Promise.resolve().then(() => render(input)),
      delay(limitMs, LATE, { signal: late.signal }),
    ]);
    if (output === LATE) {
      request.log.error(
        { url: input.url, limitMs },
        'server render did not answer in time: sending the client-side page',
      );
      return LATE;
    }
    if (output === null || isRendered(output)) return output;
    request.log.error(
      { url: input.url },
      'server render gave no html and headTags, or an answer no page can be sent with: sending the client-side page',
    );
  } catch (error) {
    request.log.error({ err: error, url: input.url }, 'server render failed: sending the client-side page');
  } finally {
    late.abort();
  }
  return null;
}

/**
 * Answers a page of the site, whatever the Accept header: the shell's page with the page's status (404 for
 * an unknown path, association or profile), head tags and preload hints, and the server render when there is
 * one; cached like the public JSON answers (weak ETag, `public, no-cache`, 304), compressed when the client
 * takes brotli or gzip.
 */
export function pageSender({ frontends, site, render, cacheMs = 0, renderLimitMs = RENDER_LIMIT_MS }: PageOptions) {
  const answers = new MicroCache<MadePage>(cacheMs);
  /** Pages being made: requests for the same address meanwhile wait for that one, not make their own. */
  const making = new Map<string, Promise<MadePage>>();

  function madeOnce(request: FastifyRequest, language: Language, key: string): Promise<MadePage> {
    let pending = cacheMs > 0 ? making.get(key) : undefined;
    if (!pending) {
      pending = makePage(request, language).finally(() => making.delete(key));
      if (cacheMs > 0) making.set(key, pending);
    }
    return pending;
  }

  /** The page for `request`'s address, made anew: its status, head, preload hints and server render. */
  async function makePage(request: FastifyRequest, language: Language, formEcho?: FormEcho): Promise<MadePage> {
    const { pathname } = new URL(request.url, 'http://h');
    const template = await readFile(frontends.shellIndex, 'utf8');
    const pageSite: Site = { ...site, description: templateDescription(template) ?? '' };
    const kind = pageKind(pathname);
    const hints = firstLoadHints(pathname, await frontends.liveRemotes(request.log), frontends);
    const output =
      render && kind.isPublic
        ? await renderPage(
            render,
            { url: request.url, address: request.ip, language, formEcho, site: pageSite },
            request,
            renderLimitMs,
          )
        : null;
    const rendered = output === LATE ? null : output;
    const page =
      rendered?.answer ??
      answerWithoutRoute(kind, pageSite, { renderFailed: Boolean(render) && kind.isPublic && !rendered });
    // A server-rendered page paints from its HTML: its code's hints wait for that paint (deferredHintsTag).
    // Each language has its address (language.ts): the canonical URL is this language's, the alternates name both.
    const { canonicalPath } = page.head;
    const html = pageHtml(template, {
      language,
      headTags:
        headTags({ ...page.head, canonicalPath: canonicalPath && pathInLanguage(canonicalPath, language) }, pageSite) +
        (canonicalPath ? alternateTags(canonicalPath, pageSite) : ''),
      endOfHead: banglaFontPreload(template, language) + (rendered ? '' : preloadTags(template, hints)),
      rendered: rendered && { ...rendered, bodyEnd: (rendered.bodyEnd ?? '') + deferredHintsTag(template, hints) },
      runsAtOnce: kind.runsAtOnce,
    });
    return {
      status: page.status,
      headers: answerHeaders(page.headers),
      html,
      etag: weakEtag(html),
      timingMs: rendered?.timingMs,
      isRenderLate: output === LATE,
    };
  }

  const sendPage = async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // The same address makes the same page for everyone (pages are rendered as a signed-out visitor sees
    // them): kept a moment, like the public JSON answers, and dropped at once when the data changes here.
    // One page per address and language.
    const chosen = languageOfRequest(request);
    const key = `${chosen.language} ${request.url}`;
    let answer = answers.get(key);
    if (answer) reply.header('X-Page-Cache', 'hit');
    else {
      answer = await madeOnce(request, chosen.language, key);
      // A failed lookup (503, 429) is not the page: nothing keeps it.
      if (answer.status !== 429 && answer.status < 500) answers.set(key, answer);
      // The time this request spent rendering (none for a page sent again).
      if (answer.timingMs !== undefined && Number.isFinite(answer.timingMs))
        reply.header('Server-Timing', `ssr;dur=${Math.round(answer.timingMs * 10) / 10}`);
      else if (answer.isRenderLate) reply.header('Server-Timing', RENDER_LATE_TIMING);
    }

    reply
      .status(answer.status)
      .headers(answer.headers)
      .header('Vary', answerLanguage(request, reply, chosen));
    const isCurrent = cachePublicly(request, reply, answer.etag);
    if (answer.status >= 500 || answer.status === 429) reply.header('Cache-Control', 'no-store');
    else if (isCurrent && answer.status === 200) return reply.code(304).send();
    return sendHtml(request, reply, answer);
  };
  /** The page of a native form's post, with its outcome (`formEcho`): made for this request only, never kept. */
  async function sendFormPage(request: FastifyRequest, reply: FastifyReply, formEcho: FormEcho, status: number) {
    const chosen = languageOfRequest(request);
    const answer = await makePage(request, chosen.language, formEcho);
    reply
      .status(answer.status === 200 ? status : answer.status)
      .headers(answer.headers)
      .header('Cache-Control', 'no-store')
      .header('Vary', answerLanguage(request, reply, chosen));
    return sendHtml(request, reply, answer);
  }
  return Object.assign(sendPage, { forget: () => answers.clear(), sendFormPage });
}
