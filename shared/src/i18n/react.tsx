import { createContext, useContext, type Context, type ReactNode } from 'react';
import { catalogText, type Catalog } from './create-i18n';
import { fillText } from './fill-text';
import { SHELL_CATALOGS, type ShellMessageId } from './catalogs/shell';
import type { Language } from './languages';
import type { LazyCatalogs } from './lazy-catalogs';
import { pageLanguage } from './page-language';

// The page's language for its components: the server render provides it (the request's choice); in the browser
// it is the page's `<html lang>`, which the server set. A page never changes language in place: the switch reloads.
// One context however many copies of this module the federated builds hold (a portal's server bundle carries its
// own copies of shared code beside the host's): kept under a global symbol, so every copy reads the provider the
// server render set. Without it a copy fell back to English on the server and to `<html lang>` in the browser:
// a Bangla page's shared pieces mismatched on hydration, and React re-rendered them, losing what was typed.
const CONTEXT_KEY = Symbol.for('alumni.i18n.language-context');
const contexts = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<Language | null> };
const LanguageContext = (contexts[CONTEXT_KEY] ??= createContext<Language | null>(null));

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext) ?? pageLanguage();

export { fillText };

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
  // Suspends by throwing the fetch (Suspense's promise protocol), not with `use`: React then renders the component
  // afresh once the texts have come. A `use` called only while loading broke React's replay of a component with
  // hooks after it (errors 467/422 on a Bangla page whose chunk came from the cache); one called on every render
  // made English renders wait a turn in tests' act(). A failed fetch settles: English shows, no render loop.
  if (!catalogs.isSettled(language)) throw catalogs.settled(language);
  return (id: Id, values?: Record<string, string | number>) => fillText(catalogs.text(language, id), values);
}

/** The shell's texts in the page's language, their ids typed: `const t = useShellText(); t('state.retry')`. */
export const useShellText = () => useCatalog<ShellMessageId>(SHELL_CATALOGS);
