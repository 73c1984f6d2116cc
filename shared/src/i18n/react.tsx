import { createContext, use, useContext, type ReactNode } from 'react';
import { catalogText, type Catalog } from './create-i18n';
import type { Language } from './languages';
import type { LazyCatalogs } from './lazy-catalogs';
import { pageLanguage } from './page-language';

// The page's language for its components: the server render provides it (the request's choice); in the browser
// it is the page's `<html lang>`, which the server set. A page never changes language in place: the switch reloads.
const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext) ?? pageLanguage();

/** `{name}` placeholders filled (a catalog's plain text needs no ICU runtime in the browser). */
export const fillText = (text: string, values?: Record<string, string | number>): string =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

/**
 * A catalog's texts in the page's language (the English one where Bangla lacks an id, never the raw id):
 * `const t = useCatalog(SHELL_CATALOGS); t('nav.login')`.
 */
export function useCatalog<Id extends string>(catalogs: Record<Language, Catalog>) {
  const language = useLanguage();
  return (id: Id, values?: Record<string, string | number>) => fillText(catalogText(catalogs, language, id), values);
}

/**
 * A portal's lazy catalog (`lazyCatalogs`) in the page's language: `const t = usePortalCatalog(MEMBER_CATALOGS);
 * t('memberships.title')`. On a Bangla page whose Bangla texts have not come yet it suspends until they have
 * (the shell's Suspense shows its fallback); English never waits. A text Bangla lacks shows in English.
 */
export function usePortalCatalog<Id extends string>(catalogs: LazyCatalogs<Id>) {
  const language = useLanguage();
  // Called on every render (a loaded language's promise is already fulfilled, so it does not suspend): React may
  // replay a suspended render once the texts have come, and that replay must call the same hooks in the same order.
  use(catalogs.settled(language));
  return (id: Id, values?: Record<string, string | number>) => fillText(catalogs.text(language, id), values);
}
