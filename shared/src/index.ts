// @alumni/shared: what every frontend builds on, shared by Module Federation as one singleton.
// The contracts (zod schemas and the API's types and constants) are not in it: frontends import them
// from `@alumni/shared/contracts`, form validation and fields from `@alumni/shared/forms` and date and
// money formatting from `@alumni/shared/format`, bundled where used, so zod, the form libraries and
// date-fns stay off pages without them. The API imports the contracts only.
export * from './api';
export * from './session';
export * from './theme';
export * from './query';
export * from './ui';
// The page's language for components (one context: the server render provides it to the portals' parts too).
export { LanguageProvider, useLanguage, useCatalog, usePortalCatalog, useShellText, fillText } from './i18n/react';
export { shellText } from './i18n/shell-text';
