import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@alumni/shared/i18n';
import { escapeHtml } from '@alumni/shared/format';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteUrl, type Site } from './head';

/** The switch's choice is kept a year. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const QUERY = 'lang';

/** One cookie's value from a `Cookie` header (no other cookie is read here). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/** The page's language and where it came from: `?lang=` (a shareable address), else the cookie or Accept-Language. */
export type PageLanguage = { language: Language; isFromQuery: boolean };

/** `?lang=bn|en` first, then the `lang` cookie, then Accept-Language, then English; an unknown value counts as absent. */
export function languageOfRequest(request: FastifyRequest): PageLanguage {
  const search = new URL(request.url, 'http://h').searchParams;
  const query = toLanguage(search.get(QUERY));
  const language = chooseLanguage({
    query,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
  return { language, isFromQuery: query !== null };
}

/**
 * What a page's answer says about its language: the `lang` cookie when `?lang=` chose one the cookie does not hold
 * yet (the switch is a plain link: the choice stays for the next pages), and `Vary` on what chose it otherwise.
 */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply, { language, isFromQuery }: PageLanguage) {
  if (isFromQuery) {
    if (cookieValue(request.headers.cookie, LANGUAGE_COOKIE) !== language)
      reply.header(
        'Set-Cookie',
        `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`,
      );
    return 'Accept-Encoding';
  }
  return 'Accept-Encoding, Cookie, Accept-Language';
}

/** `path` (with its query, if any) in `language`: as it is in English, with `lang=bn` in Bangla. */
export function pathInLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://h');
  url.searchParams.delete(QUERY);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(QUERY, language);
  return `${url.pathname}${url.search}`;
}

/** `<link rel="alternate" hreflang>` for each language and x-default (the English address, which negotiates). */
export function alternateTags(canonicalPath: string, site: Pick<Site, 'origin'>): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(siteUrl(site, pathInLanguage(canonicalPath, language)))}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)].join('');
}

/** The first `<html>` tag, and a `lang` in it (quoted or not, as a minified page writes it). */
const HTML_TAG = /<html(?=[\s>])[^>]*>/i;
const LANG_ATTRIBUTE = /\slang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i;

/** The built page's `<html lang>` in the page's language (its `<html>` given one if it has none). */
export const withHtmlLang = (html: string, language: Language): string =>
  html.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag)
      ? tag.replace(LANG_ATTRIBUTE, ` lang="${language}"`)
      : tag.replace(/^<html/i, `<html lang="${language}"`),
  );
