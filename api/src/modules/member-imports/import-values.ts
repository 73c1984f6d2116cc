/*
 * Reading one cell of a member list: dates, serials, phone numbers and e-mails as a person types
 * them in Excel, each either a clean value or the reason it is refused.
 */

export type Read<T> = { value: T } | { error: string };

/** 2024-01-31 (also with a time after it, as an XLSX date gives it), 31/01/2024, 31-01-2024, 31.01.2024: day first, as in Bangladesh. */
export function readDate(text: string, label: string): Read<string | null> {
  if (text === '') return { value: null };
  let parts = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T][\d:.]+Z?)?$/.exec(text);
  let [year, month, day] = parts ? [parts[1], parts[2], parts[3]] : [];
  if (!parts) {
    parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (parts) [day, month, year] = [parts[1], parts[2], parts[3]];
  }
  const bad = { error: `${label} "${clip(text)}" is not a date: write it as YYYY-MM-DD (or DD/MM/YYYY).` };
  if (!year || !month || !day) return bad;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return bad;
  return { value: date.toISOString().slice(0, 10) };
}

export const isLifetimeText = (text: string) => /^life\s*-?\s*time$/i.test(text);

export function readSerial(text: string): Read<number | null> {
  if (text === '') return { value: null };
  const serial = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(serial) || serial < 1)
    return { error: `Serial "${clip(text)}" is not a whole number above 0.` };
  return { value: serial };
}

/**
 * 11 digits, as the profile keeps it: spaces, dashes and brackets dropped, +880 / 880 become 0, and the
 * leading 0 Excel drops from a number-formatted cell (10 digits starting with 1) is put back.
 */
export function readPhone(text: string): Read<string | null> {
  if (text === '') return { value: null };
  let digits = text.replace(/[\s\-().]/g, '');
  if (/^\+?880\d{10}$/.test(digits)) digits = `0${digits.replace(/^\+?880/, '')}`;
  if (/^1\d{9}$/.test(digits)) digits = `0${digits}`;
  if (!/^\d{11}$/.test(digits))
    return { error: `Phone number "${clip(text)}" needs 11 digits (01XXXXXXXXX or +8801XXXXXXXXX).` };
  return { value: digits };
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

export function readEmail(text: string): Read<string | null> {
  if (text === '') return { value: null };
  if (text.length > 254 || !EMAIL.test(text)) return { error: `E-mail "${clip(text)}" is not an e-mail address.` };
  return { value: text };
}

export function readText(text: string, label: string, max: number): Read<string> {
  if (text.length > max) return { error: `${label} is longer than ${max} characters.` };
  return { value: text };
}

/** A cell quoted in a reason, short enough to read. */
export const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
