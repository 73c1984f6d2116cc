import { readSpreadsheet } from '../../lib/spreadsheet';
import { readStatement, type GenericMapping, type ReadStatement } from './read-statement';
import type { StatementLayout } from '../../db/types';
import { detectLayout } from './statement-layouts';

export type StatementOptions = { layout?: StatementLayout; mapping?: GenericMapping };

/**
 * A statement file (CSV or XLSX, told by content; the platform's one spreadsheet reader with its limits,
 * encodings and zip-bomb guard) read into its incoming credits. Every cell comes as text: a formula's
 * cached result, never a formula run; a date as `yyyy-MM-dd HH:mm:ss` (the wall clock, read in Dhaka).
 */
export async function readStatementFile(bytes: Uint8Array, options: StatementOptions): Promise<ReadStatement> {
  // The header row is the first a layout knows (title rows above it are left out), else the reader's guess.
  const sheet = await readSpreadsheet(bytes, { isHeaderRow: (cells) => detectLayout([...cells]) !== null });
  // The reader's rows are numbered as the spreadsheet shows them; statement rows keep those numbers.
  const rows: string[][] = [sheet.headers, ...sheet.rows];
  const numbers = [sheet.rowNumbers.length > 0 ? sheet.rowNumbers[0] - 1 : 1, ...sheet.rowNumbers];
  const read = readStatement(rows, options);
  for (const line of read.lines) line.row = numbers[line.row - 1] ?? line.row;
  for (const problem of read.problems) problem.row = numbers[problem.row - 1] ?? problem.row;
  return read;
}
