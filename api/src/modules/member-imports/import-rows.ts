import type { MemberImportField } from '@alumni/shared/contracts';
import type { ColumnIndexes } from './column-mapping';
import { clip, isLifetimeText, readDate, readEmail, readPhone, readSerial, readText, type Read } from './import-values';

export type ImportType = { id: number; name: string; short_name: string; duration_month: number };

/** A row read and checked on its own (what needs the database comes later, in the plan). */
export type ImportRow = {
  row: number;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  institute: string;
  batch: string;
  roll_number: string;
  type: ImportType;
  /** null: keep the membership's serial, or the next free one for a new membership. */
  serial: number | null;
  /** null: keep the membership's start, or today for a new one. */
  start_date: string | null;
  /** 'lifetime'; a date; or null: start + the type's duration (lifetime for a lifetime type). */
  end: 'lifetime' | string | null;
};

export type RowRefusal = { row: number; reason: string; name: string; email: string };

export type RowContext = {
  indexes: ColumnIndexes;
  /** The association's types, by lower-case name and short name. */
  types: Map<string, ImportType>;
  /** Lower-case names of other associations' types that are not this one's (to say so). */
  foreignTypeNames: Set<string>;
};

export function typeKeys(types: readonly ImportType[]): Map<string, ImportType> {
  const map = new Map<string, ImportType>();
  for (const type of types) {
    map.set(type.name.trim().toLowerCase(), type);
    if (!map.has(type.short_name.trim().toLowerCase())) map.set(type.short_name.trim().toLowerCase(), type);
  }
  return map;
}

const LIMITS: [MemberImportField, string, number][] = [
  ['first_name', 'First name', 100],
  ['last_name', 'Last name', 100],
  ['institute', 'Institute', 200],
  ['batch', 'Batch', 20],
  ['roll_number', 'Roll number', 50],
];

/** One data row: the clean values, or why it is refused. */
export function readImportRow(cells: readonly string[], row: number, context: RowContext): ImportRow | RowRefusal {
  const cell = (field: MemberImportField) => {
    const index = context.indexes[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const name = `${cell('first_name')} ${cell('last_name')}`.trim();
  const refuse = (reason: string): RowRefusal => ({ row, reason, name, email: cell('email') });

  const texts: Partial<Record<MemberImportField, string>> = {};
  for (const [field, label, max] of LIMITS) {
    const read = readText(cell(field), label, max);
    if ('error' in read) return refuse(read.error);
    texts[field] = read.value;
  }
  const email = readEmail(cell('email'));
  const phone = readPhone(cell('phone_number'));
  const serial = readSerial(cell('serial'));
  const start = readDate(cell('start_date'), 'Start date');
  for (const read of [email, phone, serial, start] as Read<unknown>[]) if ('error' in read) return refuse(read.error);
  const values = { email: value(email), phone: value(phone), serial: value(serial), start: value(start) };
  if (values.email === null && values.phone === null) return refuse('No e-mail and no phone number: who is this?');

  const typeText = cell('membership_type');
  if (typeText === '') return refuse('No membership type.');
  const type = context.types.get(typeText.toLowerCase());
  if (!type) {
    const known = [...new Set([...context.types.values()].map((t) => t.name))].join(', ');
    return refuse(
      context.foreignTypeNames.has(typeText.toLowerCase())
        ? `Membership type "${clip(typeText)}" belongs to another association, not this one (its types: ${known || 'none yet'}).`
        : `Unknown membership type "${clip(typeText)}" (this association's types: ${known || 'none yet'}).`,
    );
  }

  const endText = cell('end_date');
  let end: ImportRow['end'] = null;
  if (isLifetimeText(endText)) end = 'lifetime';
  else {
    const read = readDate(endText, 'End date');
    if ('error' in read) return refuse(read.error);
    end = read.value;
    if (end !== null && values.start !== null && end < values.start)
      return refuse(`End date ${end} is before the start date ${values.start}.`);
  }

  return {
    row,
    email: values.email,
    phone: values.phone,
    first_name: texts.first_name ?? '',
    last_name: texts.last_name ?? '',
    institute: texts.institute ?? '',
    batch: texts.batch ?? '',
    roll_number: texts.roll_number ?? '',
    type,
    serial: values.serial,
    start_date: values.start,
    end,
  };
}

function value<T>(read: Read<T>): T {
  return (read as { value: T }).value;
}

export const isRefusal = (row: ImportRow | RowRefusal): row is RowRefusal => 'reason' in row;
