// Bangla and English: the languages, how a request's or a page's language is chosen, the Lingui
// instance per language, and the shell's catalog. Formatters in `@alumni/shared/format` take a language.
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  INTL_LOCALES,
  isLanguage,
  toLanguage,
  type Language,
} from './languages';
export { chooseLanguage, languageFromAcceptLanguage, type LanguageSources } from './choose-language';
export { createI18n, catalogText, type Catalog } from './create-i18n';
export { SHELL_CATALOGS, type ShellMessageId } from './catalogs/shell';
export { lazyCatalogs, loadAllCatalogs, type LazyCatalogs } from './lazy-catalogs';
export { pageLanguage } from './page-language';
export { createMessageMatcher, type MessageMatch, type MessageMatcher } from './message-matcher';
// The zod contracts' field messages (English; Bangla is `i18n/server`'s VALIDATION_BN, or the lazy chunk in a page).
export { validationEn as VALIDATION_EN } from './catalogs/validation/en';
export { fillText } from './fill-text';
