import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages';

/**
 * The first language of an `Accept-Language` header we speak, by its q-value (then by its order);
 * `q=0` means "not this one". Null when none is ours or the header is missing or malformed.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { language: toLanguage(tag), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((range) => range.language !== null && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.language ?? null;
}

export type LanguageSources = {
  /** `?lang=` of the URL: a shareable choice, first. */
  query?: unknown;
  /** The `lang` cookie the switch set. */
  cookie?: unknown;
  /** The browser's `Accept-Language`, for a first visit. */
  acceptLanguage?: string | null;
};

/**
 * The language a page or an answer is in: `?lang=`, then the `lang` cookie, then `Accept-Language`,
 * then English. An unknown value in any of them counts as absent (never an error).
 */
export function chooseLanguage({ query, cookie, acceptLanguage }: LanguageSources): Language {
  const fromQuery = Array.isArray(query) ? query[0] : query;
  return toLanguage(fromQuery) ?? toLanguage(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
