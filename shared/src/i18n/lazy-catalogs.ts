import { catalogText, type Catalog } from './create-i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A package's catalog whose English texts are in its bundle and whose other languages are chunks of their own,
 * fetched only when a page is in that language (a portal ships and loads only its own catalog, only for the
 * language in use). Made once per catalog module by `lazyCatalogs`.
 */
export type LazyCatalogs<Id extends string = string> = {
  readonly en: Record<Id, string>;
  /** Whether `language`'s texts are here (English always is). */
  isLoaded(language: Language): boolean;
  /** `language`'s texts fetched once; the same promise on every call, settled at once for English. */
  load(language: Language): Promise<void>;
  /**
   * What a render waits on (React's `use`): the current fetch of `language`'s texts, marked fulfilled once it has
   * settled, whether the texts came or not (then English shows; a failed fetch is not retried by rendering, so a
   * render never loops on a network error). English and loaded languages get an already-fulfilled promise, which
   * `use` reads without suspending.
   */
  settled(language: Language): Promise<void>;
  /** Whether a render can go on in `language` now: its texts are here, or their fetch has failed (English shows). */
  isSettled(language: Language): boolean;
  /** One text in `language`, the English one where that language lacks it (or is not loaded): never the raw id. */
  text(language: Language, id: Id): string;
  /** Both languages as loaded so far (for `catalogText` and the server's Lingui instance). */
  catalogs(): Record<Language, Catalog>;
};

const every = new Set<LazyCatalogs>();

/**
 * A settled promise marked the way React's `use` reads one synchronously (`status`/`value`, as the RFC for `use`
 * lets a library pre-mark its promises): a render of a loaded language never suspends, not even once.
 */
function markFulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}
const READY = markFulfilled(Promise.resolve());

/**
 * `lazyCatalogs(memberEn, { bn: () => import('./bn').then((m) => m.memberBn) })`: English now, Bangla when asked.
 * A Bangla text that fails to come (a network error) leaves English showing, and the next `load` tries again.
 */
export function lazyCatalogs<E extends Catalog>(
  en: E,
  loaders: Record<OtherLanguage, () => Promise<Record<keyof E, string>>>,
): LazyCatalogs<keyof E & string> {
  const loaded: Partial<Record<Language, Catalog>> = { [DEFAULT_LANGUAGE]: en };
  const pending: Partial<Record<Language, Promise<void>>> = {};
  const failed = new Set<Language>();
  const catalogs: LazyCatalogs<keyof E & string> = {
    en,
    isLoaded: (language) => loaded[language] !== undefined,
    load(language) {
      if (loaded[language]) return READY;
      if (failed.delete(language)) delete pending[language];
      return catalogs.settled(language);
    },
    isSettled: (language) => loaded[language] !== undefined || failed.has(language),
    settled(language) {
      // The same promise a suspended render was given, once it has one: React's retry must see that one again.
      let attempt = pending[language];
      if (!attempt && loaded[language]) return READY;
      if (!attempt) {
        attempt = loaders[language as OtherLanguage]().then(
          (texts) => {
            loaded[language] = texts;
            markFulfilled(attempt!);
          },
          () => {
            failed.add(language);
            markFulfilled(attempt!);
          },
        );
        pending[language] = attempt;
      }
      return attempt;
    },
    text: (language, id) => catalogText(catalogs.catalogs(), language, id),
    catalogs: () =>
      Object.fromEntries(LANGUAGES.map((language) => [language, loaded[language] ?? {}])) as Record<Language, Catalog>,
  };
  every.add(catalogs as LazyCatalogs);
  return catalogs;
}

/**
 * Every lazy catalog made so far (the modules evaluated: the portals on this page), loaded in `language`: the
 * server awaits it before it renders a page, the browser before it hydrates one, so no text changes under a reader.
 */
export const loadAllCatalogs = (language: Language): Promise<void> =>
  Promise.all([...every].map((catalogs) => catalogs.load(language))).then(() => undefined);
