/*
 * Reading the values of a statement's cells as the providers write them: Bangla or Latin digits, `৳`,
 * `Tk`, `BDT`, thousands separators, `(500)` or `Dr` for money out; Bangladeshi phone numbers in any of
 * +880 / 880 / 01... forms; dates day-first (as written in Bangladesh) or ISO, read in Asia/Dhaka.
 */
import { today } from '../../lib/business-dates';
import { latinDigits } from '../../lib/phone';

export { normalizePhone, phoneInText } from '../../lib/phone';

/** A cell as text: strings trimmed, numbers as written, dates as ISO; empty for nothing. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'object' && 'text' in cell) return cellText((cell as { text: unknown }).text);
  if (typeof cell === 'object' && 'result' in cell) return cellText((cell as { result: unknown }).result);
  return String(cell).trim();
}

/**
 * An amount in taka: `৳1,000.00`, `BDT 1000`, `Tk. 500`, `১,০০০`, `-500`, `(500.00)`, `500 Dr` (negative),
 * `500 Cr`. Null when the cell holds no amount.
 */
export function parseAmount(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) / 100 : null;
  let text = latinDigits(cellText(cell)).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (/\bdr\.?$/i.test(text)) sign = -1;
  text = text
    .replace(/\b(cr|dr)\.?$/i, '')
    .replace(/৳|\bBDT\b|\bTk\.?/gi, '')
    .replace(/[,\s]/g, '');
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return (sign * Math.round(Number(text) * 100)) / 100;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  const y = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || day > 31 || y < 1990 || y > 2200) return null;
  const date = new Date(Date.UTC(y, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${y}-${pad(month)}-${pad(day)}`;
}

/** Days since 1899-12-30 (a spreadsheet's date serial, when a date cell came as a number). */
function fromSerial(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The day (Asia/Dhaka) of a statement's date cell, `yyyy-MM-dd`, or null. A date written with a zone
 * (`...Z`, `+06:00`) is moved into Dhaka; one without is the Dhaka wall clock as written. A spreadsheet's
 * date cell comes as a Date holding that wall clock in UTC. Day-first: `20/11/2026`, `20-11-2026 14:05`,
 * `20 Nov 2026`, `20-Nov-26`; also `2026-11-20 14:05:33`, `Nov 20, 2026`.
 */
export function parseStatementDate(cell: unknown): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return cell > 20_000 && cell < 80_000 ? fromSerial(cell) : null;
  const text = latinDigits(cellText(cell)).trim();
  if (!text) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?/i.exec(
    text,
  );
  if (m) {
    if (m[7]) {
      const zoned = new Date(text.replace(' ', 'T'));
      return Number.isNaN(zoned.getTime()) ? null : today(zoned);
    }
    return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\b/.exec(text);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*,?[\s-](\d{2,4})\b/.exec(text);
  if (m && MONTHS[m[2].toLowerCase()]) return isoDay(Number(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1]));
  m = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  if (m && MONTHS[m[1].toLowerCase()]) return isoDay(Number(m[3]), MONTHS[m[1].toLowerCase()], Number(m[2]));
  if (/^\d{5}(\.\d+)?$/.test(text)) return parseStatementDate(Number(text));
  return null;
}

/** Whole days from `a` to `b` (both `yyyy-MM-dd`), as a positive number. */
export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/** A reference as compared: letters and digits only, upper case (`txn-2026 1120` = `TXN20261120`). */
export function referenceKey(text: string | null | undefined): string {
  return latinDigits(text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
