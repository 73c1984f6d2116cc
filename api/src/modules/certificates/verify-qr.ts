import QRCode from 'qrcode';

/** A QR code as dark squares on a grid: `size` modules a side, each dark module at [row, column]. */
export type QrSquares = { size: number; dark: [number, number][] };

/**
 * The QR code of `text` (error correction M: a creased or stamped paper still scans), as the dark modules
 * the PDF draws as vector squares: sharp at any print size, no image to embed.
 */
export function qrSquares(text: string): QrSquares {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push([row, col]);
  return { size: modules.size, dark };
}

/** Draws `text`'s QR code in a `side`-point square at (x, y), with a quiet zone of 2 modules inside it. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrSquares(text);
  const module = side / (size + 4);
  doc.rect(x, y, side, side).fill('#ffffff');
  for (const [row, col] of dark) doc.rect(x + (col + 2) * module, y + (row + 2) * module, module, module);
  doc.fill('#000000');
}
