import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { formatBytes } from './limits';
import { SpreadsheetError } from './spreadsheet-error';

type ZipLimits = { maxUncompressedBytes: number; maxEntries: number };

const CHUNK = 64 * 1024;

/**
 * Refuses a zip bomb before the workbook library inflates it. First the central directory's
 * declared sizes and entry count (nothing inflated); then each entry is inflated as a stream,
 * counting bytes and discarding them, stopping as soon as the real size passes the limit, so
 * a zip whose headers lie is refused too. The set of entries walked must match the directory,
 * which refuses overlapping entries that would inflate the same data many times.
 */
export function assertSafeXlsxZip(bytes: Uint8Array, limits: ZipLimits): void {
  const declared = readDirectory(bytes, limits);
  if (!declared.has('xl/workbook.xml')) {
    throw new SpreadsheetError(
      'UNSUPPORTED_FILE',
      'The file is a zip archive but not an Excel workbook (.xlsx). Upload a .csv or .xlsx file.',
    );
  }
  const walked = inflateCounting(bytes, limits.maxUncompressedBytes);
  const sameEntries = walked.size === declared.size && [...walked].every((name) => declared.has(name));
  if (!sameEntries) throw unreadable();
}

function readDirectory(bytes: Uint8Array, { maxUncompressedBytes, maxEntries }: ZipLimits): Set<string> {
  const names = new Set<string>();
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        total += file.originalSize;
        if (names.size > maxEntries) throw tooLarge(`more than ${maxEntries} parts`);
        if (total > maxUncompressedBytes)
          throw tooLarge(`more than ${formatBytes(maxUncompressedBytes)} once unpacked`);
        if (file.compression !== 0 && file.compression !== 8) throw unreadable();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw unreadable();
  }
  return names;
}

function inflateCounting(bytes: Uint8Array, maxUncompressedBytes: number): Set<string> {
  const names = new Set<string>();
  let total = 0;
  let refusal: SpreadsheetError | null = null;
  const unzip = new Unzip((file) => {
    names.add(file.name);
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = unreadable();
        return;
      }
      total += chunk.length;
      if (total > maxUncompressedBytes) {
        refusal = tooLarge(`more than ${formatBytes(maxUncompressedBytes)} once unpacked`);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Small pushes bound the work done before the count is checked (deflate expands at most ~1000:1).
    for (let offset = 0; offset < bytes.length && !refusal; offset += CHUNK) {
      unzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch {
    refusal ??= unreadable();
  }
  if (refusal) throw refusal;
  return names;
}

function tooLarge(what: string): SpreadsheetError {
  return new SpreadsheetError(
    'ZIP_TOO_LARGE',
    `The workbook is refused: it holds ${what}, far beyond a member list of this size. Save it again from Excel, or as CSV.`,
  );
}

function unreadable(): SpreadsheetError {
  return new SpreadsheetError(
    'SPREADSHEET_UNREADABLE',
    'The Excel workbook could not be read: the file is damaged or not a real .xlsx. Save it again from Excel, or as CSV.',
  );
}
