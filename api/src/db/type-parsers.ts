/*
 * One result parsing for both drivers (PGlite and pg), keyed by PostgreSQL type oid:
 * int8 and numeric -> number, date -> 'yyyy-MM-dd' (the text as PostgreSQL sends it),
 * timestamptz/timestamp -> ISO 8601 in UTC with milliseconds ('2026-11-22T14:30:00.123Z').
 * Values inside json/jsonb are left as PostgreSQL writes them.
 */

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

const TIMESTAMP_TEXT =
  /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/;

/** PostgreSQL timestamp text (any offset, or none = UTC) -> ISO string; 'infinity' and BC stay as they are. */
export function parseTimestamp(text: string): string {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s, frac = '', sign, oh = '0', om = '0', os = '0'] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(2000, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
  date.setUTCFullYear(Number(y));
  const offsetSeconds = sign ? (sign === '+' ? 1 : -1) * (Number(oh) * 3600 + Number(om) * 60 + Number(os)) : 0;
  return new Date(date.getTime() - offsetSeconds * 1000).toISOString();
}

const parseNumber = (text: string) => Number(text);
const keepText = (text: string) => text;

/** oid -> parser of the text value; used as PGlite's `parsers` and by pg's `types.getTypeParser`. */
export const typeParsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseNumber,
  [OID.NUMERIC]: parseNumber,
  [OID.DATE]: keepText,
  [OID.TIMESTAMP]: parseTimestamp,
  [OID.TIMESTAMPTZ]: parseTimestamp,
};
