import { formatCount } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { createServerI18n } from '@alumni/shared/i18n/server';
import { apiEn } from './catalogs/api/en';
import { API_CATALOGS } from './catalogs/api';

type I18n = ReturnType<typeof createServerI18n>;

type Template = { id: string; pattern: RegExp; names: string[]; literalLength: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// English text -> id, for the messages without a placeholder.
const exact = new Map<string, string>(Object.entries(apiEn).map(([id, text]) => [text, id]));

// The messages with placeholders, the most specific (longest fixed text) first.
const templates: Template[] = Object.entries(apiEn)
  .filter(([, text]) => text.includes('{'))
  .map(([id, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeForPattern(part)))
      .join('');
    return { id, names, pattern: new RegExp(`^${source}$`), literalLength: text.replace(PLACEHOLDER, '').length };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/** The catalog's id of an English message and its values, or null for a text the catalog does not know. */
function findMessage(text: string): { id: string; values: Record<string, string> } | null {
  const id = exact.get(text);
  if (id) return { id, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { id: template.id, values: Object.fromEntries(template.names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}

/** A value inside a message, in the language: a known label translated, a number in its digits, else as sent. */
function translateValue(i18n: I18n, language: Language, value: string): string {
  if (/^\d+$/.test(value)) return formatCount(Number(value), language);
  const id = exact.get(value);
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
    const found = findMessage(text);
    if (!found) return text;
    const values = Object.fromEntries(
      Object.entries(found.values).map(([name, value]) => [name, translateValue(this.i18n, this.language, value)]),
    );
    return this.i18n._(found.id, values);
  }
}
