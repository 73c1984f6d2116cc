import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from '../csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Rahim Uddin')).toBe('Rahim Uddin');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell('রহিম উদ্দিন')).toBe('রহিম উদ্দিন');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Uddin, Rahim')).toBe('"Uddin, Rahim"');
    expect(csvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('turns would-be formulas into text with a leading single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('+8801711000000')).toBe("'+8801711000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          [1, 'x'],
          [2, null],
        ],
      ),
    ).toBe('\uFEFFA,B\r\n1,x\r\n2,\r\n');
  });
});
