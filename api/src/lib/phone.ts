/* Bangladeshi mobile numbers and Bangla digits, as members and statements write them. */

const BANGLA_ZERO = 0x09e6;

/** `১,০০০` -> `1,000`: Bangla digits to Latin ones, everything else kept. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * A Bangladeshi mobile number as `01XXXXXXXXX` (`+8801712345678`, `8801712345678`, `01712-345678`,
 * `1712345678`); null when the cell holds none (a masked `01712***678` is none).
 */
export function normalizePhone(cell: unknown): string | null {
  const digits = latinDigits(typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell : '')
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let local = digits;
  if (local.startsWith('880')) local = `0${local.slice(3)}`;
  else if (local.startsWith('88') && local.length === 13) local = local.slice(2);
  else if (local.length === 10 && local.startsWith('1')) local = `0${local}`;
  return /^01[3-9]\d{8}$/.test(local) ? local : null;
}

/** The first Bangladeshi mobile number written in a free text (a bank's narration). */
export function phoneInText(text: string): string | null {
  const match = /(?:\+?880|0)1[3-9]\d{8}/.exec(latinDigits(text).replace(/(\d)[\s-](?=\d)/g, '$1'));
  return match ? normalizePhone(match[0]) : null;
}
