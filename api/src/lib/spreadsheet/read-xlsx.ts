import ExcelJS from 'exceljs';
import type { RawSheet } from './read-csv';
import { SpreadsheetError } from './spreadsheet-error';

type Cell = ExcelJS.CellValue;

/**
 * The first worksheet's rows as text. A formula cell gives its cached result, never the formula
 * (nothing is evaluated); a date gives YYYY-MM-DD (with the time when there is one).
 */
export async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<RawSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new SpreadsheetError(
      'SPREADSHEET_UNREADABLE',
      'The Excel workbook could not be read: the file is damaged or not a real .xlsx. Save it again from Excel, or as CSV.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { cells: [], rowNumbers: [] };
  const cells: string[][] = [];
  const rowNumbers: number[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const values = row.values as Cell[];
    const texts: string[] = [];
    for (let column = 1; column < values.length; column += 1) texts.push(cellText(values[column]));
    cells.push(texts);
    rowNumbers.push(rowNumber);
    // The header plus maxRows, plus one to tell the caller there are too many.
    if (cells.length > maxRows + 1) tooMany = true;
  });
  return { cells, rowNumbers };
}

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined || result === null ? '' : cellText(result as Cell);
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as Cell);
  return '';
}

/** Excel dates have no zone: exceljs gives them as UTC. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return time === '00:00:00' ? day : `${day} ${time}`;
}
