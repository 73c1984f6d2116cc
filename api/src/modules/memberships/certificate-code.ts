import { randomBytes } from 'node:crypto';

/** RFC 4648 base32, lower case: no 0/1/8/9 to mistake for O/I/B/g when the code is read off paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 20 random bytes: 160 bits, 32 characters. */
const CODE_BYTES = 20;
const CODE = /^[a-z2-7]{32}$/;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new certificate code: 160 bits from the operating system's strong random source. */
export const newCertificateCode = (random: (size: number) => Buffer = randomBytes) => base32(random(CODE_BYTES));

/** A code as typed or scanned (any case), or null when it cannot be one (then no look-up is made). */
export function parseCertificateCode(value: string): string | null {
  const code = value.trim().toLowerCase();
  return CODE.test(code) ? code : null;
}

/** The short form printed for people (`ABCD-EFGH`): the code's start, to quote or match; the link carries all of it. */
export const printedCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}`.toUpperCase();

/** The public page that verifies a certificate. */
export const verifyUrl = (publicOrigin: string, code: string) => `${publicOrigin}/verify/${code}`;
