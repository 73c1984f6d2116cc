import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type FilePart = { field: string; filename: string; contentType: string; data: Buffer };
export type TextPart = { field: string; value: string };

/** A multipart/form-data body for app.inject(): `{ payload, headers }`. */
export function multipart(parts: (FilePart | TextPart)[]) {
  const boundary = `----alumni-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG, made by sharp. */
export async function makePng(width = 32, height = 24, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** File names in DATA_DIR/media/<kind> (none when the folder does not exist yet). */
export function mediaFiles(dataDir: string, kind: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'media', kind)).sort();
  } catch {
    return [];
  }
}
