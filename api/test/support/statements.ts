/*
 * Statement files made by the tests, in each layout the platform reads: CSV (UTF-8 with a BOM, or
 * UTF-16) and XLSX (written by exceljs), so the upload goes through the real spreadsheet reader.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { API, applyFor, RETURN_URL } from './fixtures';
import type { Caller } from './cast';
import { multipart } from './multipart';

export type Sheet = (string | number | Date)[][];

const quote = (cell: string | number | Date) => {
  const text = cell instanceof Date ? cell.toISOString() : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvOf(rows: Sheet, { bom = true, encoding = 'utf-8' as 'utf-8' | 'utf-16le' } = {}): Buffer {
  const text = `${bom ? '\uFEFF' : ''}${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
  return Buffer.from(text, encoding === 'utf-16le' ? 'utf16le' : 'utf8');
}

export async function xlsxOf(rows: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const BKASH_HEADER = ['TrxID', 'Date Time', 'Transaction Type', 'From', 'Amount', 'Reference', 'Balance'];
export const NAGAD_HEADER = ['TxnId', 'Date', 'Transaction Type', 'Customer MSISDN', 'Amount', 'Reference'];
export const BANK_HEADER = ['Date', 'Narration', 'Cheque No', 'Debit', 'Credit', 'Balance'];

/** POST .../reconcile/ with the file (and form fields) as `who`. */
export function uploadStatement(
  app: FastifyInstance,
  who: Caller,
  associationId: number,
  file: Buffer,
  fields: Record<string, string> = {},
  filename = 'statement.csv',
) {
  const form = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    { field: 'file', filename, contentType: 'application/octet-stream', data: file },
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}/associations/${associationId}/transactions/memberships/reconcile/`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

export function getReconciliation(app: FastifyInstance, who: Caller, associationId: number, id: number) {
  return app.inject({
    method: 'GET',
    url: `${API}/associations/${associationId}/transactions/memberships/reconcile/${id}/`,
    headers: who.headers,
  });
}

export function approveLines(app: FastifyInstance, who: Caller, associationId: number, id: number, lines: number[]) {
  return app.inject({
    method: 'POST',
    url: `${API}/associations/${associationId}/transactions/memberships/reconcile/${id}/approve/`,
    headers: who.headers,
    payload: { lines },
  });
}

export type Claim = { reference?: string; method?: string; paid_on?: string; phone?: string };

/** A membership request paid offline with what the member typed; returns the transaction. */
export async function claimOffline(
  app: FastifyInstance,
  who: Caller,
  associationId: number,
  typeId: number,
  claim?: Claim,
) {
  const requestId = await applyFor(app, who, associationId, typeId);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/transactions/memberships/`,
    headers: who.headers,
    payload: { membership_request: requestId, base_url: RETURN_URL, offline: true, claim },
  });
  if (response.statusCode !== 201) throw new Error(`claim failed: ${response.statusCode} ${response.body}`);
  return { requestId, ...response.json<{ id: number; transaction_id: string }>() };
}
