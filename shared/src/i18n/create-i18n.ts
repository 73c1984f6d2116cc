import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages';

/** A catalog: message id -> ICU message (`{name}` placeholders, plurals). */
export type Catalog = Record<string, string>;

/** A language's catalog and the English one it falls back to, id by id: a missing Bangla text shows the English. */
const withFallback = (language: Language, catalogs: Record<Language, Catalog>): Messages =>
  language === DEFAULT_LANGUAGE ? catalogs.en : { ...catalogs.en, ...catalogs[language] };

/**
 * One Lingui instance for one language, made for a request (server) or a page (browser) and never
 * switched to another language afterwards: nothing mutable is shared between two requests.
 * `compile`: the ICU compiler for catalogs that are not precompiled (the server's; a browser bundle leaves it out).
 */
export function createI18n({
  language,
  catalogs,
  compile,
}: {
  language: Language;
  catalogs: Record<Language, Catalog>;
  compile?: Parameters<I18n['setMessagesCompiler']>[0];
}): I18n {
  const i18n = setupI18n();
  if (compile) i18n.setMessagesCompiler(compile);
  i18n.loadAndActivate({
    locale: language,
    locales: [INTL_LOCALES[language]],
    messages: withFallback(language, catalogs),
  });
  return i18n;
}

/** A catalog's text without placeholders, the English one when the language lacks it (formatters use it). */
export const catalogText = (catalogs: Record<Language, Catalog>, language: Language, id: string): string =>
  catalogs[language][id] || catalogs.en[id] || id;
