/** Small words left out of the initials: "Ideal School and College Alumni Association" -> "ISCAA". */
const SKIPPED_WORDS = new Set(['and', 'of', 'the', 'for', 'at', 'in', 'on', '&']);
const MAX_LENGTH = 20;
const FALLBACK = 'AA';

/**
 * The membership serial prefix of a new association: the initials of its name, upper case
 * ("Chattogram Collegiate School Alumni Association" -> "CCSAA"; a Bangla name gives its
 * Bangla initials). The admins can change it afterwards.
 */
export function deriveSocietyPrefix(name: string): string {
  const initials = name
    .normalize('NFC')
    .split(/[\s\-–—_/.,()]+/u)
    .filter((word) => word && !SKIPPED_WORDS.has(word.toLowerCase()))
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('en');
  return initials.slice(0, MAX_LENGTH) || FALLBACK;
}
