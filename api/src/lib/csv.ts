/*
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, and a UTF-8 byte order mark so Excel
 * reads Bangla names right.
 */

const CSV_BOM = '\uFEFF';

/**
 * A cell that starts with = + - @ (or a tab / carriage return) would run as a formula in a
 * spreadsheet (CSV injection): a leading single quote makes it plain text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
