/** The languages a person can read the site in: English first (the default), Bangla. */
export const LANGUAGES = ['en', 'bn'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the language switch sets (a plain link or form, so it works before any script). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language named in itself, as the switch and the profile's select show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The `Intl` locale of each language: Bangla digits and grouping (১২,০০০) in Bangla, Latin digits in English. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `bn`, `BN`, `bn-BD` -> `bn`; anything else (unknown, empty, not a string) -> null. */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}
