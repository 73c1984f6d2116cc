import { SHELL_CATALOGS, type ShellMessageId } from './catalogs/shell';
import { catalogText } from './create-i18n';
import { fillText } from './fill-text';
import type { Language } from './languages';
import { pageLanguage } from './page-language';

/**
 * A shell text outside a component (a dialog asked for by a click, an error's message): in the page's
 * language, `<html lang>`, unless told. Components use `useCatalog(SHELL_CATALOGS)`.
 */
export const shellText = (
  id: ShellMessageId,
  values?: Record<string, string | number>,
  language: Language = pageLanguage(),
): string => fillText(catalogText(SHELL_CATALOGS, language, id), values);
