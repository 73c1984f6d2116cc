import { formatCount } from '@alumni/shared/format';
import { createMessageMatcher, type Language } from '@alumni/shared/i18n';
import { createServerI18n } from '@alumni/shared/i18n/server';
import { API_CATALOGS, API_EN } from './catalogs/api';

type I18n = ReturnType<typeof createServerI18n>;

// English text -> id (exactly, or as a `{placeholder}` template): the matching the forms use too.
const messages = createMessageMatcher(API_EN);

/** A value inside a message, in the language: a known label translated, a number in its digits, else as sent. */
function translateValue(i18n: I18n, language: Language, value: string): string {
  if (/^\d+$/.test(value)) return formatCount(Number(value), language);
  const id = messages.idOf(value);
  return id ? i18n._(id) : value;
}

/**
 * The API's texts in one language, for one request: a message the services wrote in English, translated
 * through the catalog (made on first use; an English request never makes it).
 */
export class ApiMessages {
  private made: I18n | undefined;

  constructor(readonly language: Language) {}

  private get i18n(): I18n {
    return (this.made ??= createServerI18n(this.language, API_CATALOGS));
  }

  /** `text` in this language; English, and any text the catalog does not know, as it is. */
  translate(text: string): string {
    if (this.language === 'en') return text;
    const found = messages.find(text);
    if (!found) return text;
    const values = Object.fromEntries(
      Object.entries(found.values).map(([name, value]) => [name, translateValue(this.i18n, this.language, value)]),
    );
    return this.i18n._(found.id, values);
  }
}
