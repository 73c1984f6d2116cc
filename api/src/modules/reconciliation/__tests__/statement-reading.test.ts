import { describe, expect, it } from '@jest/globals';
import { matchStatement, type LineToMatch, type PendingPayment } from '../match-statement';
import ExcelJS from 'exceljs';
import { readStatement } from '../read-statement';
import { readStatementFile } from '../statement-file';
import { normalizePhone, parseAmount, parseStatementDate } from '../statement-values';

describe('statement values', () => {
  it('reads amounts with ৳, Tk, BDT, commas, Bangla digits and money-out marks', () => {
    expect(parseAmount('৳1,000.00')).toBe(1000);
    expect(parseAmount('BDT 2,500')).toBe(2500);
    expect(parseAmount('Tk. 500')).toBe(500);
    expect(parseAmount('৳১,০০০')).toBe(1000);
    expect(parseAmount('(500.00)')).toBe(-500);
    expect(parseAmount('500 Dr')).toBe(-500);
    expect(parseAmount('500 Cr')).toBe(500);
    expect(parseAmount('-12.5')).toBe(-12.5);
    expect(parseAmount('=1+1')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('normalises Bangladeshi mobile numbers', () => {
    for (const written of [
      '+8801712345678',
      '8801712345678',
      '01712345678',
      '01712-345678',
      '1712345678',
      '০১৭১২৩৪৫৬৭৮',
    ])
      expect(normalizePhone(written)).toBe('01712345678');
    expect(normalizePhone('01712***678')).toBeNull();
    expect(normalizePhone('01212345678')).toBeNull();
  });

  it('reads dates day-first or ISO, in Dhaka', () => {
    expect(parseStatementDate('20/11/2026')).toBe('2026-11-20');
    expect(parseStatementDate('20-11-2026 10:05 PM')).toBe('2026-11-20');
    expect(parseStatementDate('2026-11-20 23:30:00')).toBe('2026-11-20');
    // 20:30 UTC is 02:30 the next day in Dhaka.
    expect(parseStatementDate('2026-11-20T20:30:00Z')).toBe('2026-11-21');
    expect(parseStatementDate('20 Nov 2026')).toBe('2026-11-20');
    expect(parseStatementDate('20-Nov-26')).toBe('2026-11-20');
    expect(parseStatementDate('Nov 20, 2026')).toBe('2026-11-20');
    expect(parseStatementDate('২০/১১/২০২৬')).toBe('2026-11-20');
    expect(parseStatementDate('31/02/2026')).toBeNull();
    expect(parseStatementDate('Opening balance')).toBeNull();
  });
});

describe('statement layouts', () => {
  it('finds bKash by its header and keeps only incoming credits', () => {
    const read = readStatement([
      ['TrxID', 'Date Time', 'Transaction Type', 'From', 'Amount', 'Reference', 'Balance'],
      ['8N7A6B5C4D', '2026-11-20 10:00:00', 'Payment', '01712345678', '৳1,000.00', 'TXN-1', '5000'],
      ['8N7A6B5C4E', '2026-11-20 11:00:00', 'Cash Out', '01712345678', '500', '', '4500'],
      ['8N7A6B5C4F', '21/11/2026', 'Received Money', '+8801812345678', '1,500', 'dues', '6000'],
    ]);
    expect(read.layout).toBe('bkash');
    expect(read.lines.map((l) => [l.trxId, l.amount, l.paidOn, l.phone])).toEqual([
      ['8N7A6B5C4D', 1000, '2026-11-20', '01712345678'],
      ['8N7A6B5C4F', 1500, '2026-11-21', '01812345678'],
    ]);
    expect(read.lines[0].key).toBe('id:8N7A6B5C4D');
    expect(read.skipped).toBe(1);
  });

  it('finds Nagad, and a bank statement below its title rows, reading the phone from the narration', () => {
    const nagad = readStatement([
      ['TxnId', 'Date', 'Customer MSISDN', 'Amount', 'Reference'],
      ['71ABCD12', '20/11/2026', '8801912345678', '2000', 'membership'],
    ]);
    expect(nagad.layout).toBe('nagad');
    expect(nagad.lines[0]).toMatchObject({ trxId: '71ABCD12', amount: 2000, phone: '01912345678' });

    const bank = readStatement([
      ['Dhaka Bank Ltd', '', '', '', '', ''],
      ['Account 123', '', '', '', '', ''],
      ['Date', 'Narration', 'Cheque No', 'Debit', 'Credit', 'Balance'],
      ['20/11/2026', 'NPSB TRF FROM 01512345678 REF TXN-20261120-ABCDEFGHJK', '', '', '1,000.00', '9,000.00'],
      ['21/11/2026', 'ATM WITHDRAWAL', '', '500.00', '', '8,500.00'],
      ['22/11/2026', 'BEFTN', '', '', '1,000.00', '9,500.00'],
      ['22/11/2026', 'BEFTN', '', '', '1,000.00', '9,500.00'],
    ]);
    expect(bank.layout).toBe('bank');
    expect(bank.lines).toHaveLength(3);
    expect(bank.lines[0]).toMatchObject({ row: 4, amount: 1000, phone: '01512345678' });
    // Two equal lines stay two lines, and read again they get the same keys.
    expect(bank.lines[1].key).not.toBe(bank.lines[2].key);
    expect(bank.lines[1].key).toMatch(/^h:/);
  });

  it('reads a bank export file (CSV and XLSX) whose title rows are narrower than its table', async () => {
    const title = [['Dhaka Bank Ltd'], ['Account No: 1234567890'], ['Period: 01/11/2026 - 30/11/2026']];
    const table = [
      ['Date', 'Narration', 'Cheque No', 'Debit', 'Credit', 'Balance'],
      ['20/11/2026', 'NPSB TRF FROM 01512345678', '', '', '1,000.00', '9,000.00'],
      ['21/11/2026', 'ATM WITHDRAWAL', '', '500.00', '', '8,500.00'],
    ];
    const csv = [...title, [], ...table].map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\r\n');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    for (const cells of [...title, [], ...table]) sheet.addRow(cells);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    for (const bytes of [new TextEncoder().encode(csv), xlsx]) {
      const read = await readStatementFile(bytes, {});
      expect(read.layout).toBe('bank');
      expect(read.lines).toHaveLength(1);
      expect(read.lines[0]).toMatchObject({ row: 6, amount: 1000, phone: '01512345678' });
    }
  });

  it('maps a generic layout by hand and names a missing column', () => {
    const rows = [
      ['When', 'Paid', 'Memo', 'Mobile'],
      ['2026-11-20', '1000', 'ABC12345', '01712345678'],
    ];
    const read = readStatement(rows, {
      layout: 'generic',
      mapping: { date: 'When', amount: 'Paid', reference: 'Memo', phone: 'Mobile' },
    });
    expect(read.lines[0]).toMatchObject({
      reference: 'ABC12345',
      amount: 1000,
      phone: '01712345678',
      paidOn: '2026-11-20',
    });
    expect(() =>
      readStatement(rows, { layout: 'generic', mapping: { date: 'When', amount: 'Paid', reference: 'Nope' } }),
    ).toThrow('The statement has no column "Nope"');
    expect(() =>
      readStatement([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toThrow(/does not look like a bKash, Nagad or bank statement/);
  });
});

describe('matching', () => {
  const line = (id: number, fields: Partial<LineToMatch>): LineToMatch => ({
    id,
    row: id + 1,
    trxId: null,
    reference: null,
    description: null,
    amount: 1000,
    paidOn: '2026-11-20',
    phone: null,
    ...fields,
  });
  const payment = (id: number, fields: Partial<PendingPayment>): PendingPayment => ({
    id,
    reference: `TXN-20261120-${id}AAAAAAAAA`,
    claimReference: null,
    amount: 1000,
    day: '2026-11-20',
    phones: [],
    ...fields,
  });

  it('matches by the typed reference first, then by amount, date window and phone; one to one', () => {
    const proposals = matchStatement(
      [
        line(1, { trxId: '8N7A6B5C4D' }),
        line(2, { phone: '01712345678', paidOn: '2026-11-22' }),
        line(3, { phone: '01712345678', paidOn: '2026-11-21' }),
        line(4, { phone: '01712345678', paidOn: '2026-11-30' }),
        line(5, { trxId: '8N7A6B5C4D' }),
      ],
      [
        payment(10, { claimReference: '8n7a 6b5c4d', phones: ['01712345678'] }),
        payment(11, { phones: ['01712345678'] }),
      ],
    );
    expect(proposals.get(1)).toMatchObject({ transactionId: 10, kind: 'reference' });
    // Payment 11 goes to the closer line (one day off), not the first one found; 10 is taken by line 1.
    expect(proposals.get(3)).toMatchObject({ transactionId: 11, kind: 'amount_date_phone' });
    expect(proposals.has(2)).toBe(false);
    expect(proposals.has(4)).toBe(false);
    expect(proposals.has(5)).toBe(false);
  });

  it('needs the amount to agree, and finds the platform reference in a narration', () => {
    const proposals = matchStatement(
      [line(1, { trxId: 'ZZZ99999', amount: 500 }), line(2, { description: 'REF TXN-20261120-20AAAAAAAAA' })],
      [payment(10, { claimReference: 'ZZZ99999' }), payment(20, {})],
    );
    expect(proposals.has(1)).toBe(false);
    expect(proposals.get(2)).toMatchObject({ transactionId: 20, kind: 'reference' });
  });
});
