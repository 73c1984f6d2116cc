import { ValidationError } from '../errors';

export type SpreadsheetErrorCode =
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'TOO_MANY_ROWS'
  | 'UNSUPPORTED_FILE'
  | 'UNSUPPORTED_ENCODING'
  | 'ZIP_TOO_LARGE'
  | 'SPREADSHEET_UNREADABLE';

/** A file the reader refuses: 400 with a message naming what is wrong, under the `file` field. */
export class SpreadsheetError extends ValidationError {
  constructor(code: SpreadsheetErrorCode, message: string) {
    super(message, { file: [message] }, code);
  }
}
