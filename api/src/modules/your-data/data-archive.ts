import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCsv } from '../../lib/csv';

type Value = string | number | boolean | null | Date | undefined;
export type Section = { name: string; rows: Record<string, Value>[] };
export type ArchiveFile = { path: string; data: Buffer };

const cell = (value: Value): string | number | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
};

/** One CSV per section: the columns of its first row (a section without rows is a header-less empty file). */
function sectionCsv(rows: Record<string, Value>[]): string {
  const header = rows.length ? Object.keys(rows[0]) : [];
  return toCsv(
    header,
    rows.map((row) => header.map((column) => cell(row[column]))),
  );
}

const README = (exportedAt: string) =>
  [
    'Your data from Alumni Connect',
    `Exported ${exportedAt}.`,
    '',
    'your-data.json  everything below in one JSON document',
    'csv/*.csv       one table per part, for spreadsheets (UTF-8)',
    'files/          your profile picture and the proof documents you uploaded',
    '',
    'Passwords are kept only as one-way hashes and are not included; nor are the session tokens themselves.',
    '',
  ].join('\r\n');

/** The zip: README, the JSON document, a CSV per section and the stored files. */
export function buildDataArchive(sections: Section[], files: ArchiveFile[], exportedAt: Date): Buffer {
  const stamp = exportedAt.toISOString();
  const document = {
    exported_at: stamp,
    ...Object.fromEntries(sections.map((s) => [s.name, s.name === 'profile' ? (s.rows[0] ?? null) : s.rows])),
  };
  const entries: Zippable = {
    'README.txt': strToU8(README(stamp)),
    'your-data.json': strToU8(JSON.stringify(document, null, 2)),
  };
  for (const section of sections) entries[`csv/${section.name}.csv`] = strToU8(sectionCsv(section.rows));
  for (const file of files) entries[file.path] = [new Uint8Array(file.data), { level: 0 }];
  return Buffer.from(zipSync(entries, { level: 6, mtime: exportedAt }));
}
