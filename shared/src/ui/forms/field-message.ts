import { useEffect, useReducer } from 'react';
import { formatCount } from '../../format/number-format';
import { VALIDATION_CATALOGS, type ValidationMessageId } from '../../i18n/catalogs/validation';
import { fillText } from '../../i18n/fill-text';
import type { Language } from '../../i18n/languages';
import { createMessageMatcher, type MessageMatcher } from '../../i18n/message-matcher';
import { useLanguage } from '../../i18n/react';

let matcher: MessageMatcher | undefined;

/**
 * A field error of the zod contracts (English, as the API's are before it translates them) in `language`: found
 * in the validation catalog by its English text, its label translated and its numbers in the language's digits.
 * A text the catalog does not know (already translated: the API's answer, a page's own) stays as it is, and so
 * does every text until the language's chunk has come.
 */
export function translateFieldMessage(text: string, language: Language): string {
  if (language === 'en' || !VALIDATION_CATALOGS.isLoaded(language)) return text;
  matcher ??= createMessageMatcher(VALIDATION_CATALOGS.en);
  const found = matcher.find(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => {
      if (/^\d+$/.test(value)) return [name, formatCount(Number(value), language)];
      const label = matcher?.idOf(value);
      return [name, label ? VALIDATION_CATALOGS.text(language, label as ValidationMessageId) : value];
    }),
  );
  return fillText(VALIDATION_CATALOGS.text(language, found.id as ValidationMessageId), values);
}

/**
 * `message` in the page's language. On a Bangla page the validation texts are fetched as the field first shows
 * (the server render and hydration have usually fetched them already); the field shows the English meanwhile.
 */
export function useFieldMessage(message: string | undefined): string | undefined {
  const language = useLanguage();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const isMissing = language !== 'en' && !VALIDATION_CATALOGS.isLoaded(language);
  useEffect(() => {
    if (isMissing) void VALIDATION_CATALOGS.load(language).then(loaded);
  }, [isMissing, language]);
  return message && translateFieldMessage(message, language);
}
