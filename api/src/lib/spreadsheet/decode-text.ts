import { SpreadsheetError } from './spreadsheet-error';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * Text from a CSV's bytes, whatever Excel saved it as: UTF-8 with or without a byte order mark,
 * UTF-16 ("Unicode text", with its BOM, or without one when every other byte is zero), or
 * Windows-1252 (Excel's "CSV" on a western Windows), recognised because it is not valid UTF-8.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeStrict('utf-8', bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decodeStrict('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decodeStrict('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  const sixteen = guessUtf16WithoutBom(bytes);
  if (sixteen) return { text: decodeStrict(sixteen, bytes), encoding: sixteen };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Excel's ANSI code page on a western Windows. Every byte maps to a character.
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/* Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1 (0x80 comes out as U+0080, not €):
 * the 32 characters where the two differ are mapped here; 0x81, 0x8D, 0x8F, 0x90, 0x9D are unused. */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte)),
    );
  }
  return text;
}

function decodeStrict(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError(
      'UNSUPPORTED_ENCODING',
      `The file starts like ${encoding.toUpperCase()} text but is not valid ${encoding.toUpperCase()}. Save it again as "CSV UTF-8" or as an Excel workbook (.xlsx).`,
    );
  }
}

/** ASCII text in UTF-16 has a zero in every other byte; look at the first kilobyte. */
function guessUtf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 1024) & ~1);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros += 1;
    if (sample[i + 1] === 0) oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.6 && evenZeros === 0) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros === 0) return 'utf-16be';
  return null;
}
