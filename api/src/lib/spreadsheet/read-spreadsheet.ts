import { readCsv, type RawSheet } from './read-csv';
import { readXlsx } from './read-xlsx';
import { formatBytes, resolveLimits, type SpreadsheetLimits } from './limits';
import { SpreadsheetError } from './spreadsheet-error';
import { assertSafeXlsxZip } from './zip-guard';
import type { TextEncodingName } from './decode-text';

export type Spreadsheet = {
  format: 'csv' | 'xlsx';
  /** How a CSV's bytes were read (an XLSX is always UTF-8 inside). */
  encoding: TextEncodingName;
  /** The header row, each cell trimmed (see `findHeaderRow`: title rows above it are left out). */
  headers: string[];
  /** Data rows, every cell text (trimmed), each row exactly `headers.length` long; empty rows left out. */
  rows: string[][];
  /** The spreadsheet row number of each of `rows` (the header row is usually 1), for messages. */
  rowNumbers: number[];
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type ReadOptions = SpreadsheetLimits & {
  /** Whether a row (its cells trimmed) is a known layout's header row: the first such row is the header. */
  isHeaderRow?: (cells: readonly string[]) => boolean;
};

/**
 * Reads a member list or a statement, CSV or XLSX, told apart by content (never by name), within
 * the limits (10 MB, 20,000 rows by default). Refusals are SpreadsheetErrors (400, field `file`).
 */
export async function readSpreadsheet(bytes: Uint8Array, options: ReadOptions = {}): Promise<Spreadsheet> {
  const limits = resolveLimits(options);
  if (bytes.length === 0) throw new SpreadsheetError('FILE_EMPTY', 'The file is empty.');
  if (bytes.length > limits.maxBytes) {
    throw new SpreadsheetError(
      'FILE_TOO_LARGE',
      `The file is ${formatBytes(bytes.length)}; files up to ${formatBytes(limits.maxBytes)} can be read. Split it into smaller files.`,
    );
  }
  if (startsWith(bytes, OLE_MAGIC)) {
    throw new SpreadsheetError(
      'UNSUPPORTED_FILE',
      'This is an old Excel 97-2003 file (.xls), which cannot be read. Save it as an Excel workbook (.xlsx) or as "CSV UTF-8".',
    );
  }
  let sheet: RawSheet;
  let format: Spreadsheet['format'];
  if (startsWith(bytes, ZIP_MAGIC)) {
    assertSafeXlsxZip(bytes, limits);
    sheet = await readXlsx(bytes, limits.maxRows);
    format = 'xlsx';
  } else {
    sheet = readCsv(bytes);
    format = 'csv';
  }
  return {
    format,
    encoding: sheet.encoding ?? 'utf-8',
    ...shape(sheet, limits.maxRows, findHeaderRow(sheet.cells, options.isHeaderRow)),
  };
}

/** How far down a header row is looked for (bank exports put the bank, account and period above it). */
const HEADER_SEARCH_ROWS = 20;

/**
 * The header row's index among the first 20 non-blank rows: the first a known layout recognises; else
 * the first row, unless a later one is wider (more filled cells): then the first of the widest rows whose
 * cells are mostly text, not numbers or dates (a title row above a table is narrow, its data rows are
 * numbers). -1: no row at all.
 */
function findHeaderRow(cells: readonly string[][], isHeaderRow?: (cells: readonly string[]) => boolean): number {
  const candidates: number[] = [];
  for (let index = 0; index < cells.length && candidates.length < HEADER_SEARCH_ROWS; index += 1)
    if (!isBlank(cells[index]!)) candidates.push(index);
  if (candidates.length === 0) return -1;
  if (isHeaderRow) {
    const known = candidates.find((index) => isHeaderRow(cells[index]!.map((cell) => cell.trim())));
    if (known !== undefined) return known;
  }
  const width = (index: number) => cells[index]!.filter((cell) => cell.trim() !== '').length;
  const widest = Math.max(...candidates.map(width));
  if (width(candidates[0]!) >= widest) return candidates[0]!;
  return candidates.find((index) => width(index) === widest && mostlyText(cells[index]!)) ?? candidates[0]!;
}

/** A number, an amount or a date: what data rows hold and header rows do not. */
const NUMBER_OR_DATE = /^[-+(]?[৳$€£]?\s*[\d.,:/\s-]+\)?$/;

function mostlyText(cells: readonly string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  return filled.filter((cell) => !NUMBER_OR_DATE.test(cell)).length * 2 > filled.length;
}

function shape(
  sheet: RawSheet,
  maxRows: number,
  headerIndex: number,
): Pick<Spreadsheet, 'headers' | 'rows' | 'rowNumbers'> {
  if (headerIndex < 0) throw new SpreadsheetError('FILE_EMPTY', 'The file has no rows: not even a header row.');
  const headers = trimTrailingBlanks(sheet.cells[headerIndex]!.map((cell) => cell.trim()));
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (let index = headerIndex + 1; index < sheet.cells.length; index += 1) {
    const cells = sheet.cells[index]!;
    if (isBlank(cells)) continue;
    if (rows.length >= maxRows) {
      throw new SpreadsheetError(
        'TOO_MANY_ROWS',
        `The file has more than ${maxRows.toLocaleString('en-US')} rows; up to ${maxRows.toLocaleString('en-US')} can be read at once. Split it into smaller files.`,
      );
    }
    rows.push(headers.map((_, column) => (cells[column] ?? '').trim()));
    rowNumbers.push(sheet.rowNumbers[index]!);
  }
  return { headers, rows, rowNumbers };
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

function trimTrailingBlanks(headers: string[]): string[] {
  let end = headers.length;
  while (end > 0 && headers[end - 1] === '') end -= 1;
  return headers.slice(0, end);
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}
