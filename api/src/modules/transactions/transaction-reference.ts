import { randomBytes } from 'node:crypto';
import { today } from '../../lib/business-dates';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `TXN-20261122-7KQ2M9XH4P`: the day (Bangladesh) and 10 random characters (about 50 bits). */
export function newTransactionReference(now = new Date()): string {
  const bytes = randomBytes(10);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `TXN-${today(now).replace(/-/g, '')}-${random}`;
}
