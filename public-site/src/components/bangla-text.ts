/**
 * A large heading's lines in Bangla: its vowel signs reach above and below the letters, so the tight line height
 * of an English heading makes two lines touch. On a Bangla page (`<html lang="bn">`) only; English keeps its own.
 */
export const BANGLA_HEADING = { '&:lang(bn)': { lineHeight: '1.4' } } as const;
