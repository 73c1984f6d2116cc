import { parse } from 'csv-parse/sync';
import { decodeText, type TextEncodingName } from './decode-text';
import { SpreadsheetError } from './spreadsheet-error';

export type RawSheet = { cells: string[][]; rowNumbers: number[]; encoding?: TextEncodingName };

const DELIMITERS = [',', ';', '\t'] as const;

/** Every record of a CSV (or Excel's tab-separated "Unicode text") as text, quoted or not. */
export function readCsv(bytes: Uint8Array): RawSheet {
  const { text, encoding } = decodeText(bytes);
  if (text.includes('\u0000')) {
    throw new SpreadsheetError(
      'UNSUPPORTED_FILE',
      'The file is neither a CSV nor an Excel workbook (.xlsx): it holds binary data. Upload a .csv or .xlsx file.',
    );
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: guessDelimiter(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      cast: false,
    }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid Record Length: /, '') : '';
    throw new SpreadsheetError(
      'SPREADSHEET_UNREADABLE',
      `The CSV could not be read${reason ? `: ${reason.slice(0, 200)}` : ''}. Check for an unclosed quote.`,
    );
  }
  // A CSV record is one spreadsheet row: record i (from 0) is row i + 1 when opened in Excel.
  return { cells: records, rowNumbers: records.map((_, index) => index + 1), encoding };
}

/**
 * The separator used most on one line (outside quotes) among the first 20: Excel writes ";" in some
 * locales, and a bank's title lines above the header may hold none.
 */
function guessDelimiter(text: string): string {
  const lines = text.slice(0, 64 * 1024).split(/\r?\n/, 20);
  let best: string = ',';
  let bestCount = 0;
  for (const line of lines) {
    const bare = line.replace(/"[^"]*"/g, '');
    for (const delimiter of DELIMITERS) {
      const count = bare.split(delimiter).length - 1;
      if (count > bestCount) {
        best = delimiter;
        bestCount = count;
      }
    }
  }
  return best;
}
