import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@alumni/shared/i18n';
import { escapeHtml } from '@alumni/shared/format';
import { parse as parseCookies, serialize as cookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteUrl, type Site } from './head';

/** The switch's choice is kept a year. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const QUERY = 'lang';

/** The page's language and where it came from: `?lang=` (a shareable address), else the cookie or Accept-Language. */
export type PageLanguage = { language: Language; isFromQuery: boolean };

/** `?lang=bn|en` first, then the `lang` cookie, then Accept-Language, then English; an unknown value counts as absent. */
export function languageOfRequest(request: FastifyRequest): PageLanguage {
  const search = new URL(request.url, 'http://h').searchParams;
  const query = toLanguage(search.get(QUERY));
  const language = chooseLanguage({
    query,
    cookie: parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE],
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
    if (parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE] !== language)
      reply.header(
        'Set-Cookie',
        cookie(LANGUAGE_COOKIE, language, {
          path: '/',
          maxAge: COOKIE_MAX_AGE_S,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        }),
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
