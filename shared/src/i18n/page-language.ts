import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages';

// Read through globalThis: the server packages type-check this module too, without the DOM's types.
type PageDocument = { documentElement: { lang: string } };

/** The language of the page in the browser: `<html lang>`, which the server set from the choice; English elsewhere. */
export function pageLanguage(): Language {
  const page = (globalThis as { document?: PageDocument }).document;
  if (page === undefined) return DEFAULT_LANGUAGE;
  return toLanguage(page.documentElement.lang) ?? DEFAULT_LANGUAGE;
}
