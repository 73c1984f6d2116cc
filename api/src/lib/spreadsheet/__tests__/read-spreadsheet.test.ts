import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { readSpreadsheet, SpreadsheetError } from '..';

const HEADER = 'first_name,last_name,email,note';

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

async function refusal(bytes: Uint8Array, options = {}): Promise<SpreadsheetError> {
  try {
    await readSpreadsheet(bytes, options);
  } catch (error) {
    if (error instanceof SpreadsheetError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function xlsx(build: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Members'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readSpreadsheet: CSV', () => {
  it('reads headers and rows as text, Bangla and ৳ intact, quoted commas and line breaks kept', async () => {
    const csv = `${HEADER}\r\nরহিম,উদ্দিন,rahim@example.com,"৳ 1,500 paid"\r\nKarim,"Ali\nKhan",karim@example.com,\r\n`;
    const sheet = await readSpreadsheet(utf8(csv));
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-8' });
    expect(sheet.headers).toEqual(['first_name', 'last_name', 'email', 'note']);
    expect(sheet.rows).toEqual([
      ['রহিম', 'উদ্দিন', 'rahim@example.com', '৳ 1,500 paid'],
      ['Karim', 'Ali\nKhan', 'karim@example.com', ''],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3]);
  });

  it('strips a UTF-8 byte order mark from the first header', async () => {
    const sheet = await readSpreadsheet(utf8(`\uFEFF${HEADER}\nA,B,a@example.com,x\n`));
    expect(sheet.headers[0]).toBe('first_name');
  });

  it('decodes UTF-16 LE and BE with their BOMs (Excel "Unicode text", tab separated)', async () => {
    const text = 'first_name\temail\nরহিম\tr@example.com\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const [bytes, encoding] of [
      [le, 'utf-16le'],
      [be, 'utf-16be'],
    ] as const) {
      const sheet = await readSpreadsheet(new Uint8Array(bytes));
      expect(sheet.encoding).toBe(encoding);
      expect(sheet.headers).toEqual(['first_name', 'email']);
      expect(sheet.rows).toEqual([['রহিম', 'r@example.com']]);
    }
  });

  it('reads Windows-1252 (invalid UTF-8) as Windows-1252', async () => {
    const bytes = Buffer.concat([
      Buffer.from('first_name,note\nJos'),
      Buffer.from([0xe9]),
      Buffer.from(',5 '),
      Buffer.from([0x80]),
      Buffer.from('\n'),
    ]);
    const sheet = await readSpreadsheet(new Uint8Array(bytes));
    expect(sheet.encoding).toBe('windows-1252');
    expect(sheet.rows).toEqual([['José', '5 €']]);
  });

  it('reads semicolon-separated files and skips blank rows, padding short rows', async () => {
    const sheet = await readSpreadsheet(utf8('a;b;c\n\n1;2\n;;\n4;5;6\n'));
    expect(sheet.headers).toEqual(['a', 'b', 'c']);
    expect(sheet.rows).toEqual([
      ['1', '2', ''],
      ['4', '5', '6'],
    ]);
    expect(sheet.rowNumbers).toEqual([3, 5]);
  });

  it('keeps formula-looking cells as the text they are', async () => {
    const sheet = await readSpreadsheet(utf8('name,note\n=1+1,"=HYPERLINK(""http://x"")"\n+880171,@SUM(A1)\n'));
    expect(sheet.rows).toEqual([
      ['=1+1', '=HYPERLINK("http://x")'],
      ['+880171', '@SUM(A1)'],
    ]);
  });

  it('refuses an empty file, binary data, an old .xls and an unclosed quote', async () => {
    expect((await refusal(new Uint8Array())).code).toBe('FILE_EMPTY');
    expect((await refusal(utf8('\n\n'))).code).toBe('FILE_EMPTY');
    expect((await refusal(new Uint8Array([0x41, 0x00, 0x00, 0x00, 0x42, 0x43, 0x00, 0x00]))).code).toBe(
      'UNSUPPORTED_FILE',
    );
    const xls = await refusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(xls.code).toBe('UNSUPPORTED_FILE');
    expect(xls.message).toMatch(/\.xls\b/);
    expect((await refusal(utf8('a,b\n"1,2\n'))).code).toBe('SPREADSHEET_UNREADABLE');
  });

  it('refuses past the byte and row limits, naming them', async () => {
    const big = await refusal(utf8(`a\n${'x\n'.repeat(600)}`), { maxBytes: 1000 });
    expect(big.code).toBe('FILE_TOO_LARGE');
    expect(big.message).toContain('1 KB');
    const rows = await refusal(utf8(`a\n${'x\n'.repeat(11)}`), { maxRows: 10 });
    expect(rows.code).toBe('TOO_MANY_ROWS');
    expect(rows.statusCode).toBe(400);
    expect(rows.toBody()).toMatchObject({ code: 'TOO_MANY_ROWS', file: [rows.message] });
    const exactly = await readSpreadsheet(utf8(`a\n${'x\n'.repeat(10)}`), { maxRows: 10 });
    expect(exactly.rows).toHaveLength(10);
  });
});

describe('readSpreadsheet: the header row below title rows', () => {
  const titled = [
    'Dhaka Bank Ltd',
    'Account No: 1234567890',
    'Statement period: 01/11/2026 to 30/11/2026',
    '',
    'Date,Narration,Cheque No,Debit,Credit,Balance',
    '20/11/2026,NPSB TRF FROM 01512345678,,,"1,000.00","9,000.00"',
    '21/11/2026,ATM WITHDRAWAL,,500.00,,"8,500.00"',
  ];

  it('finds a CSV header row under narrow title rows (the widest row of text), keeping row numbers', async () => {
    const sheet = await readSpreadsheet(utf8(`${titled.join('\r\n')}\r\n`));
    expect(sheet.headers).toEqual(['Date', 'Narration', 'Cheque No', 'Debit', 'Credit', 'Balance']);
    expect(sheet.rows).toEqual([
      ['20/11/2026', 'NPSB TRF FROM 01512345678', '', '', '1,000.00', '9,000.00'],
      ['21/11/2026', 'ATM WITHDRAWAL', '', '500.00', '', '8,500.00'],
    ]);
    expect(sheet.rowNumbers).toEqual([6, 7]);
  });

  it('finds the separator on the header row when the title rows have none', async () => {
    const text = titled.map((line) => line.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')).join('\n');
    const sheet = await readSpreadsheet(utf8(text));
    expect(sheet.headers).toEqual(['Date', 'Narration', 'Cheque No', 'Debit', 'Credit', 'Balance']);
    expect(sheet.rows[0]).toEqual(['20/11/2026', 'NPSB TRF FROM 01512345678', '', '', '1,000.00', '9,000.00']);
  });

  it('finds an XLSX header row under title rows, numbers and dates below it', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Dhaka Bank Ltd']);
      sheet.addRow(['Account No', '1234567890']);
      sheet.addRow([]);
      sheet.addRow(['Date', 'Narration', 'Debit', 'Credit', 'Balance']);
      sheet.addRow([new Date(Date.UTC(2026, 10, 20)), 'BEFTN 01512345678', null, 1000, 9000]);
    });
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.headers).toEqual(['Date', 'Narration', 'Debit', 'Credit', 'Balance']);
    expect(sheet.rows).toEqual([['2026-11-20', 'BEFTN 01512345678', '', '1000', '9000']]);
    expect(sheet.rowNumbers).toEqual([5]);
  });

  it('takes the first row a known layout recognises, and the first row when it is as wide as any', async () => {
    const text = 'Member list,exported,by,the,old,system\nname,email,type\nRahim,r@example.com,GM\n';
    const known = await readSpreadsheet(utf8(text), { isHeaderRow: (cells) => cells.includes('email') });
    expect(known.headers).toEqual(['name', 'email', 'type']);
    expect(known.rows).toEqual([['Rahim', 'r@example.com', 'GM']]);
    // Without a layout to recognise it, the first row is as wide as any: it stays the header.
    expect((await readSpreadsheet(utf8(text))).headers[0]).toBe('Member list');
  });
});

describe('readSpreadsheet: XLSX', () => {
  it('reads the first sheet as text: numbers, dates, Bangla, ৳, rich text; formulas give their cached result', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['first_name', 'phone', 'start_date', 'note', 'total']);
      sheet.addRow([
        'রহিম',
        8801711000000,
        new Date(Date.UTC(2024, 0, 15)),
        '৳ ৫০০',
        { formula: 'SUM(1,2)', result: 3 },
      ]);
      sheet.addRow([
        { richText: [{ text: 'Ka' }, { text: 'rim' }] },
        '+8801811000000',
        '2024-02-01',
        '=1+1',
        { formula: 'HYPERLINK("http://evil.example")', result: 'click' },
      ]);
      sheet.addRow([]);
      sheet.addRow(['Shared', '', '', '', { sharedFormula: 'E2', result: 7 } as never]);
    });
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.format).toBe('xlsx');
    expect(sheet.headers).toEqual(['first_name', 'phone', 'start_date', 'note', 'total']);
    expect(sheet.rows).toEqual([
      ['রহিম', '8801711000000', '2024-01-15', '৳ ৫০০', '3'],
      ['Karim', '+8801811000000', '2024-02-01', '=1+1', 'click'],
      ['Shared', '', '', '', '7'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3, 5]);
  });

  it('tells XLSX from CSV by content, whatever the name', async () => {
    const bytes = await xlsx((sheet) => sheet.addRow(['email']));
    expect((await readSpreadsheet(bytes)).format).toBe('xlsx');
  });

  it('refuses too many rows in a workbook', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['n']);
      for (let n = 0; n < 12; n += 1) sheet.addRow([n]);
    });
    expect((await refusal(bytes, { maxRows: 10 })).code).toBe('TOO_MANY_ROWS');
  });

  it('refuses a zip that is not a workbook, and a damaged one', async () => {
    const other = zipSync({ 'word/document.xml': strToU8('<w/>') });
    expect((await refusal(other)).code).toBe('UNSUPPORTED_FILE');
    const real = await xlsx((sheet) => sheet.addRow(['email']));
    const damaged = real.slice(0, Math.floor(real.length / 2));
    expect((await refusal(damaged)).code).toBe('SPREADSHEET_UNREADABLE');
  });

  it('refuses a zip bomb by its declared size, before inflating it', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const bomb = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': zeros }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const error = await refusal(bomb, { maxUncompressedBytes: 1024 * 1024 });
    expect(error.code).toBe('ZIP_TOO_LARGE');
    expect(error.message).toContain('1 MB');
  });

  it('refuses a zip bomb whose headers lie about its size, counting what it really inflates to', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const bomb = zipSync({ 'xl/workbook.xml': zeros }, { level: 9 });
    lieAboutSizes(bomb, 100);
    const error = await refusal(bomb, { maxUncompressedBytes: 1024 * 1024 });
    expect(error.code).toBe('ZIP_TOO_LARGE');
  });

  it('refuses a zip with more parts than a workbook has', async () => {
    const parts: Record<string, Uint8Array> = { 'xl/workbook.xml': strToU8('<w/>') };
    for (let n = 0; n < 20; n += 1) parts[`xl/media/${n}.bin`] = strToU8('x');
    expect((await refusal(zipSync(parts), { maxEntries: 10 })).code).toBe('ZIP_TOO_LARGE');
  });
});

/** Rewrites every local and central header's uncompressed size, as a hostile zip would. */
function lieAboutSizes(zip: Uint8Array, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let offset = 0; offset + 4 <= zip.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
}
