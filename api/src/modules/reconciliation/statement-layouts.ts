/*
 * The statement layouts the platform reads, found by their header row (any of the first 20 rows: bank
 * exports put the account's details above it). Headers are compared in lower case, letters and digits
 * only (`Date Time` = `datetime`, `Cheque No.` = `chequeno`). Only incoming credits count.
 *
 * bKash (merchant or personal statement export)
 *   Transaction ID | TrxID, Date | Date Time, Transaction Type, From | Sender | Account | Customer Account,
 *   Amount, Reference, Balance. Found by `TrxID`, or `Transaction ID` with `Transaction Type`.
 *   Incoming: a Dr/Cr or Direction column saying Cr / Credit / In when there is one; else a type that
 *   names receiving (Received, Receive Money, Cash In, Incoming, Credit, Deposit), or on a statement
 *   whose counterparty column is the sender (From, Sender, Customer Account) also Payment and Send Money.
 * Nagad
 *   TxnId, Date | Date Time, Sender | Customer MSISDN, Amount, Reference, optionally Transaction Type.
 *   Found by `TxnId` or `Customer MSISDN`. Incoming: as bKash; with no type column, a positive amount.
 * Bank
 *   Date | Transaction Date | Value Date, Description | Narration | Particulars, Reference | Cheque No,
 *   Credit | Deposit, Debit | Withdrawal, Balance. Found by a Credit/Deposit column beside a
 *   Description/Narration one. Incoming: a Credit above zero. The payer's phone is read from the
 *   narration when it holds a mobile number.
 * Generic (mapped by hand)
 *   The admin names the columns holding the date, the amount, the reference and optionally the payer's
 *   phone and a transaction id. Incoming: an amount above zero.
 */
import type { StatementLayout } from '../../db/types';

export type ColumnRole =
  | 'trxId'
  | 'date'
  | 'type'
  | 'direction'
  | 'phone'
  | 'amount'
  | 'credit'
  | 'debit'
  | 'reference'
  | 'description'
  | 'balance';

type LayoutSpec = {
  label: string;
  /** What an approval records as the transaction method. */
  method: string;
  columns: Partial<Record<ColumnRole, string[]>>;
  detect: (headers: Set<string>) => boolean;
};

const DIRECTION = ['drcr', 'crdr', 'direction', 'debitcredit', 'inout'];
/** Counterparty columns that name who sent the money to this account. */
const SENDER_HEADERS = new Set(['from', 'sender', 'senderaccount', 'customeraccount', 'customermsisdn', 'msisdn']);

export const LAYOUTS: Record<Exclude<StatementLayout, 'generic'>, LayoutSpec> & {
  generic: Omit<LayoutSpec, 'columns' | 'detect'>;
} = {
  nagad: {
    label: 'Nagad',
    method: 'Nagad',
    columns: {
      trxId: ['txnid', 'transactionid', 'trxid'],
      date: ['datetime', 'date', 'transactiondate', 'txndate'],
      type: ['transactiontype', 'txntype', 'type'],
      direction: DIRECTION,
      phone: ['sender', 'customermsisdn', 'msisdn', 'from', 'senderaccount'],
      amount: ['amount', 'txnamount', 'transactionamount', 'amountbdt'],
      reference: ['reference', 'ref', 'referenceno'],
      balance: ['balance'],
    },
    detect: (h) => h.has('txnid') || h.has('customermsisdn'),
  },
  bkash: {
    label: 'bKash',
    method: 'bKash',
    columns: {
      trxId: ['trxid', 'transactionid'],
      date: ['datetime', 'date', 'transactiondate'],
      type: ['transactiontype', 'type'],
      direction: DIRECTION,
      phone: ['from', 'sender', 'senderaccount', 'customeraccount', 'account', 'fromto', 'counterparty', 'wallet'],
      amount: ['amount', 'amountbdt', 'amounttk', 'transactionamount'],
      reference: ['reference', 'ref', 'counterreference'],
      balance: ['balance', 'closingbalance'],
    },
    detect: (h) => h.has('trxid') || (h.has('transactionid') && h.has('transactiontype')),
  },
  bank: {
    label: 'Bank statement',
    method: 'Bank transfer',
    columns: {
      date: ['date', 'transactiondate', 'txndate', 'valuedate', 'postingdate', 'trandate'],
      description: ['description', 'narration', 'particulars', 'details', 'remarks', 'transactiondetails'],
      reference: ['reference', 'chequeno', 'chqno', 'refno', 'referenceno', 'chequeref', 'instrumentno', 'chequerefno'],
      credit: ['credit', 'deposit', 'deposits', 'creditamount', 'cr', 'depositamount'],
      debit: ['debit', 'withdrawal', 'withdrawals', 'debitamount', 'dr', 'withdrawalamount'],
      balance: ['balance', 'closingbalance', 'runningbalance'],
    },
    detect: (h) =>
      ['credit', 'deposit', 'deposits', 'creditamount', 'depositamount'].some((c) => h.has(c)) &&
      ['description', 'narration', 'particulars', 'details', 'transactiondetails'].some((c) => h.has(c)),
  },
  generic: { label: 'Other (columns mapped by hand)', method: 'Statement' },
};

export const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each role's column is (index), for a layout and a header row. */
export type ColumnMap = Partial<Record<ColumnRole, number>> & { senderColumn?: boolean };

export function mapColumns(layout: Exclude<StatementLayout, 'generic'>, header: string[]): ColumnMap {
  const keys = header.map(headerKey);
  const map: ColumnMap = {};
  for (const [role, names] of Object.entries(LAYOUTS[layout].columns) as [ColumnRole, string[]][]) {
    // The first alias that is present wins (`datetime` before `date`), not the first column.
    for (const name of names) {
      const index = keys.indexOf(name);
      if (index >= 0) {
        map[role] = index;
        break;
      }
    }
  }
  if (map.phone !== undefined) map.senderColumn = SENDER_HEADERS.has(keys[map.phone]);
  return map;
}

export function detectLayout(header: string[]): Exclude<StatementLayout, 'generic'> | null {
  const keys = new Set(header.map(headerKey));
  for (const layout of ['nagad', 'bkash', 'bank'] as const) if (LAYOUTS[layout].detect(keys)) return layout;
  return null;
}

/** The columns a layout cannot do without, to name them when a header row lacks them. */
export const REQUIRED_ROLES: Record<Exclude<StatementLayout, 'generic'>, ColumnRole[]> = {
  bkash: ['trxId', 'date', 'amount'],
  nagad: ['trxId', 'date', 'amount'],
  bank: ['date', 'credit'],
};

const RECEIVING = /receiv|cash\s*in|incoming|credit|deposit|add\s*money/i;
const SENT_TO_US = /^(payment|merchant\s*payment|send\s*money|sendmoney)$/i;
const CREDIT_MARK = /^(cr|credit|in|incoming|c)$/i;

/** Is a bKash or Nagad row money in? (see the layouts' comment) */
export function isIncomingWallet(type: string, direction: string, senderColumn: boolean, hasType: boolean): boolean {
  if (direction) return CREDIT_MARK.test(direction.trim());
  if (!hasType) return true;
  const kind = type.trim();
  return RECEIVING.test(kind) || (senderColumn && SENT_TO_US.test(kind));
}
