/** The limits: files up to 10 MB and 20,000 rows (not counting the header row). */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
const SPREADSHEET_MAX_ROWS = 20_000;

/**
 * What an XLSX may inflate to before it is read. A real 20,000-row sheet is well under 30 MB of
 * XML; more than this is a zip bomb, refused before anything is inflated in full.
 */
const XLSX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 1_000;

export type SpreadsheetLimits = {
  maxRows?: number;
  maxBytes?: number;
  maxUncompressedBytes?: number;
  maxEntries?: number;
};

export function resolveLimits(limits: SpreadsheetLimits = {}): Required<SpreadsheetLimits> {
  return {
    maxRows: limits.maxRows ?? SPREADSHEET_MAX_ROWS,
    maxBytes: limits.maxBytes ?? SPREADSHEET_MAX_BYTES,
    maxUncompressedBytes: limits.maxUncompressedBytes ?? XLSX_MAX_UNCOMPRESSED_BYTES,
    maxEntries: limits.maxEntries ?? XLSX_MAX_ENTRIES,
  };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
