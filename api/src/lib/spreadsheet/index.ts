export { readSpreadsheet, type Spreadsheet } from './read-spreadsheet';
export { SpreadsheetError } from './spreadsheet-error';
export { SPREADSHEET_MAX_BYTES } from './limits';
// The safe CSV writer is api/src/lib/csv.ts (csvCell, toCsv), the one the members export uses: a cell
// starting with = + - @ becomes text there.
