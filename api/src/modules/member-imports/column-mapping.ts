import { MEMBER_IMPORT_FIELDS, type MemberImportField, type MemberImportMapping } from '@alumni/shared/contracts';
import { ValidationError } from '../../lib/errors';

/** 400 MAPPING_INVALID: the message under `mapping`, and the file's columns under `headers` (to map them). */
const mappingError = (message: string, headers: readonly string[]) =>
  new ValidationError(message, { mapping: [message], headers: [...headers] }, 'MAPPING_INVALID');

/** Other names people give these columns (compared lower case, punctuation and spaces as `_`). */
const ALIASES: Record<MemberImportField, string[]> = {
  first_name: ['first_name', 'firstname', 'first', 'given_name'],
  last_name: ['last_name', 'lastname', 'last', 'surname', 'family_name'],
  email: ['email', 'e_mail', 'email_address', 'e_mail_address', 'mail'],
  phone_number: ['phone_number', 'phone', 'mobile', 'mobile_number', 'phone_no', 'contact_number'],
  institute: ['institute', 'institution', 'school', 'college'],
  batch: ['batch', 'batch_year', 'session'],
  roll_number: ['roll_number', 'roll', 'roll_no', 'student_id'],
  membership_type: ['membership_type', 'type', 'membership', 'type_name'],
  serial: ['serial', 'serial_number', 'serial_no', 'membership_serial', 'member_no'],
  start_date: ['start_date', 'start', 'member_since', 'joined', 'join_date'],
  end_date: ['end_date', 'end', 'expires', 'expiry', 'expiry_date', 'valid_until'],
};

const normalize = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** A member list's header row: at least three columns named like the template's (or an alias). */
export const isMemberListHeader = (cells: readonly string[]) => Object.keys(autoMapping(cells)).length >= 3;

/** Columns named like the template's headers (or a usual alias) map themselves. */
export function autoMapping(headers: readonly string[]): MemberImportMapping {
  const mapping: MemberImportMapping = {};
  const taken = new Set<string>();
  for (const field of MEMBER_IMPORT_FIELDS) {
    const header = headers.find((h) => !taken.has(h) && ALIASES[field].includes(normalize(h)));
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

export type ColumnIndexes = Partial<Record<MemberImportField, number>>;

/** Where each mapped field's column is; a header the file does not have is refused, naming it. */
export function columnIndexes(headers: readonly string[], mapping: MemberImportMapping): ColumnIndexes {
  const indexes: ColumnIndexes = {};
  const missing: string[] = [];
  for (const field of MEMBER_IMPORT_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    const index = headers.indexOf(header);
    if (index < 0) missing.push(`${field} -> "${header}"`);
    else indexes[field] = index;
  }
  if (missing.length > 0) {
    const message = `The file has no column named as mapped: ${missing.join(', ')}. Its columns are: ${headers.map((h) => `"${h}"`).join(', ')}.`;
    throw mappingError(message, headers);
  }
  if (indexes.email === undefined && indexes.phone_number === undefined) {
    const message = 'Map a column to email (or at least to phone_number): each row needs to say who the member is.';
    throw mappingError(message, headers);
  }
  if (indexes.membership_type === undefined) {
    const message = 'Map a column to membership_type (a type of this association, by name or short name).';
    throw mappingError(message, headers);
  }
  return indexes;
}
