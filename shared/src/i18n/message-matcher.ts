import type { Catalog } from './create-i18n';

export type MessageMatch = { id: string; values: Record<string, string> };

export type MessageMatcher = {
  /** The id of a message or label that reads exactly `text` (no placeholder). */
  idOf(text: string): string | undefined;
  /** The id of an English message and the values of its placeholders; null for a text the catalog does not know. */
  find(text: string): MessageMatch | null;
};

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds an English message by its text in an English catalog: exactly, or as a template whose `{placeholders}`
 * carry the varying part ("Name is required" is `{label} is required` with label "Name"). The services and the
 * zod contracts write English; the API's answers and the forms' field errors are translated through it.
 */
export function createMessageMatcher(en: Catalog): MessageMatcher {
  const exact = new Map<string, string>(Object.entries(en).map(([id, text]) => [text, id]));
  // The messages with placeholders, the most specific (longest fixed text) first.
  const templates = Object.entries(en)
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
  return {
    idOf: (text) => exact.get(text),
    find(text) {
      const id = exact.get(text);
      if (id) return { id, values: {} };
      for (const template of templates) {
        const match = template.pattern.exec(text);
        if (match)
          return { id: template.id, values: Object.fromEntries(template.names.map((n, i) => [n, match[i + 1]])) };
      }
      return null;
    },
  };
}
