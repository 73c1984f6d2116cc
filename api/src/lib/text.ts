/** Text as typed may arrive composed or decomposed (Bangla especially): store and search one form. */
export const normalizeText = (text: string) => text.normalize('NFC');

/** `%text%` for LIKE, with the wildcards and the escape character of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
