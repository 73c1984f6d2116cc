import { fillText, useLanguage } from '@alumni/shared';
import { useEffect, useReducer } from 'react';
import { PUBLIC_AUTH_CATALOGS, type PublicAuthMessageId } from './catalogs/public-auth';

/**
 * The public-auth texts in the page's language, without suspending (usePortalCatalog held the pages' own lazy
 * parts back in their first render): the server render has loaded the Bangla already (loadAllCatalogs); in the
 * browser a Bangla page shows English only until its chunk has come, then its Bangla.
 */
export function usePublicAuthTexts() {
  const language = useLanguage();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const isMissing = !PUBLIC_AUTH_CATALOGS.isLoaded(language);
  useEffect(() => {
    if (isMissing) void PUBLIC_AUTH_CATALOGS.load(language).then(loaded);
  }, [isMissing, language]);
  return (id: PublicAuthMessageId, values?: Record<string, string | number>) =>
    fillText(PUBLIC_AUTH_CATALOGS.text(language, id), values);
}
