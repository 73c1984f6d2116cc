import { fillText, useLanguage } from '@alumni/shared';
import { use } from 'react';
import { PUBLIC_AUTH_CATALOGS, type PublicAuthMessageId } from './catalogs/public-auth';

/**
 * The public-auth texts in the page's language. A Bangla page whose texts have not come yet waits for them (the
 * server render too, when the page's module was evaluated after its catalogs were loaded); English never waits.
 */
export function usePublicAuthTexts() {
  const language = useLanguage();
  if (language !== 'en' && !PUBLIC_AUTH_CATALOGS.isLoaded(language)) use(PUBLIC_AUTH_CATALOGS.load(language));
  return (id: PublicAuthMessageId, values?: Record<string, string | number>) =>
    fillText(PUBLIC_AUTH_CATALOGS.text(language, id), values);
}
