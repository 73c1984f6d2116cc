import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/**
 * The text of the QR code on a PDF's first page, read as a phone's camera would read the printed page: the
 * page rendered to an image by poppler's `pdftoppm` (poppler-utils), the code found and decoded by jsQR.
 */
export async function readQrFromPdf(pdfFile: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-'));
  try {
    await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(dir, 'page')]);
    const png = PNG.sync.read(await readFile(path.join(dir, 'page.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (!code) throw new Error(`No QR code found on the first page of ${pdfFile}`);
    return code.data;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
