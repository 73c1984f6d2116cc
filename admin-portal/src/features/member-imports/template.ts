import { saveDownload } from '@alumni/shared';
import { MEMBER_IMPORT_FIELDS } from '@alumni/shared/contracts';

/**
 * The import template: the header row (UTF-8 with a BOM, so Excel keeps Bangla) and one example row. Its column
 * names stay English in every language: they are data the import reads back (MEMBER_IMPORT_FIELDS), not texts.
 */
export function downloadImportTemplate(): void {
  const example = [
    'Rahim',
    'Uddin',
    'rahim@example.com',
    '01711000000',
    'Dhaka College',
    '2008',
    '101',
    'GM',
    '',
    '2024-01-15',
    '',
  ];
  const csv = `\uFEFF${MEMBER_IMPORT_FIELDS.join(',')}\r\n${example.join(',')}\r\n`;
  saveDownload(new Blob([csv], { type: 'text/csv;charset=utf-8' }), undefined, 'members-import-template.csv');
}
