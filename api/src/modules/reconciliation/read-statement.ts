import { createHash } from 'node:crypto';
import type { StatementLayout } from '../../db/types';
import { ValidationError } from '../../lib/errors';
import {
  detectLayout,
  headerKey,
  isIncomingWallet,
  LAYOUTS,
  mapColumns,
  REQUIRED_ROLES,
  type ColumnMap,
} from './statement-layouts';
import {
  cellText,
  normalizePhone,
  parseAmount,
  parseStatementDate,
  phoneInText,
  referenceKey,
} from './statement-values';

/** The generic layout's columns, named by their headers as the admin mapped them. */
export type GenericMapping = { date: string; amount: string; reference: string; phone?: string; trx_id?: string };

/** One incoming credit of a statement. */
export type StatementLine = {
  /** The row in the file, counting from 1 (as a spreadsheet shows it). */
  row: number;
  /** Unique per association and provider: the provider's transaction id, else a hash of the line. */
  key: string;
  trxId: string | null;
  reference: string | null;
  amount: number;
  paidOn: string;
  phone: string | null;
  description: string | null;
};

export type ReadStatement = {
  layout: StatementLayout;
  lines: StatementLine[];
  /** Rows after the header, the blank ones left out: the progress counts these. */
  rows: number;
  /** Rows that are money out or not a transaction (a total, a note). */
  skipped: number;
  problems: { row: number; message: string }[];
};

const HEADER_SEARCH_ROWS = 20;
const MAX_PROBLEMS = 20;

const isBlank = (row: unknown[]) => row.every((cell) => cellText(cell) === '');

function fileError(message: string, field = 'file'): ValidationError {
  return new ValidationError(message, { [field]: [message] }, 'STATEMENT_UNREADABLE');
}

function findHeader(rows: unknown[][], layout: StatementLayout | undefined, mapping?: GenericMapping) {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const header = rows[index].map(cellText);
    if (layout === 'generic' && mapping) {
      const keys = header.map(headerKey);
      if (keys.includes(headerKey(mapping.date)) && keys.includes(headerKey(mapping.amount))) return { index, header };
      continue;
    }
    const found = detectLayout(header);
    if (found && (!layout || layout === found)) return { index, header, layout: found };
  }
  return null;
}

function genericColumns(header: string[], mapping: GenericMapping): ColumnMap {
  const keys = header.map(headerKey);
  const at = (field: keyof GenericMapping) => {
    const name = mapping[field];
    if (!name) return undefined;
    const index = keys.indexOf(headerKey(name));
    if (index < 0) {
      const message = `The statement has no column "${name}". Its columns are: ${header.filter(Boolean).join(', ')}.`;
      throw fileError(message, `${field}_column`);
    }
    return index;
  };
  return {
    date: at('date'),
    amount: at('amount'),
    reference: at('reference'),
    phone: at('phone'),
    trxId: at('trx_id'),
  };
}

function lineKey(layout: StatementLayout, trxId: string | null, parts: unknown[], seen: Map<string, number>): string {
  const id = referenceKey(trxId);
  if (id && layout !== 'bank') return `id:${id}`;
  // No id of its own: the line's content, and which of several equal lines it is (two equal payments
  // on one day stay two lines; the same file uploaded again gives the same keys).
  const content = JSON.stringify(parts);
  const nth = (seen.get(content) ?? 0) + 1;
  seen.set(content, nth);
  return `h:${createHash('sha256').update(`${content}#${nth}`).digest('hex').slice(0, 40)}`;
}

/**
 * The incoming credits of a statement's rows (cells as the spreadsheet reader gives them). `layout`
 * unset: found from the header row. Throws a ValidationError naming the field when the layout cannot
 * be found or a column the layout needs is missing.
 */
export function readStatement(
  rows: unknown[][],
  options: { layout?: StatementLayout; mapping?: GenericMapping } = {},
): ReadStatement {
  if (options.layout === 'generic' && !options.mapping)
    throw fileError('Name the columns holding the date, the amount and the reference.', 'layout');
  const found = findHeader(rows, options.layout, options.mapping);
  if (!found) {
    if (options.layout === 'generic')
      throw fileError(
        `No row of the statement's first ${HEADER_SEARCH_ROWS} names the date and amount columns you gave.`,
      );
    const wanted = options.layout ? `a ${LAYOUTS[options.layout].label}` : 'a bKash, Nagad or bank';
    throw fileError(
      `This file does not look like ${wanted} statement: no header row names its columns (such as TrxID, Amount, Date or Credit, Narration). Choose "Other" and name the columns.`,
    );
  }
  const layout: StatementLayout = found.layout ?? 'generic';
  const columns =
    layout === 'generic' ? genericColumns(found.header, options.mapping!) : mapColumns(layout, found.header);
  if (layout !== 'generic') {
    const missing = REQUIRED_ROLES[layout].filter((role) => columns[role] === undefined);
    if (missing.length > 0)
      throw fileError(`The ${LAYOUTS[layout].label} statement lacks a column for: ${missing.join(', ')}.`);
  }

  const result: ReadStatement = { layout, lines: [], rows: 0, skipped: 0, problems: [] };
  const seen = new Map<string, number>();
  const cell = (row: unknown[], role: keyof ColumnMap) => {
    const index = columns[role];
    return typeof index === 'number' ? row[index] : undefined;
  };
  const text = (row: unknown[], role: keyof ColumnMap) => cellText(cell(row, role)) || null;
  const problem = (row: number, message: string) => {
    result.skipped++;
    if (result.problems.length < MAX_PROBLEMS) result.problems.push({ row, message });
  };

  for (let index = found.index + 1; index < rows.length; index++) {
    const row = rows[index];
    if (!row || isBlank(row)) continue;
    result.rows++;
    const rowNumber = index + 1;
    let amount: number | null;
    if (layout === 'bank') {
      amount = parseAmount(cell(row, 'credit'));
      if (amount === null || amount <= 0) {
        result.skipped++;
        continue;
      }
    } else {
      amount = parseAmount(cell(row, 'amount'));
      const incoming =
        layout === 'generic'
          ? true
          : isIncomingWallet(
              cellText(cell(row, 'type')),
              cellText(cell(row, 'direction')),
              columns.senderColumn === true,
              columns.type !== undefined,
            );
      if (amount === null) {
        if (parseStatementDate(cell(row, 'date'))) problem(rowNumber, 'The amount cannot be read.');
        else result.skipped++;
        continue;
      }
      if (!incoming || amount <= 0) {
        result.skipped++;
        continue;
      }
    }
    const paidOn = parseStatementDate(cell(row, 'date'));
    if (!paidOn) {
      problem(rowNumber, `The date "${cellText(cell(row, 'date')).slice(0, 40)}" cannot be read.`);
      continue;
    }
    const description = text(row, 'description');
    const trxId = text(row, 'trxId');
    const reference = text(row, 'reference');
    const phone = normalizePhone(cell(row, 'phone')) ?? (description ? phoneInText(description) : null);
    const key = lineKey(
      layout,
      trxId,
      [paidOn, amount, trxId, reference, description, phone, text(row, 'balance')],
      seen,
    );
    result.lines.push({ row: rowNumber, key, trxId, reference, amount, paidOn, phone, description });
  }
  return result;
}
