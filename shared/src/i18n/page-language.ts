import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages';

/** The language of the page in the browser: `<html lang>`, which the server set from the choice; English elsewhere. */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return toLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}
