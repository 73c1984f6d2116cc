import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DiskStore } from '../../../storage/disk-store';
import { UploadRejectedError } from '../../../lib/uploads';
import { MediaStore, IMAGE_MAX_BYTES } from '../media.service';

let dir: string;
let store: MediaStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  store = new MediaStore(new DiskStore(dir));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** Rewrites the IHDR width and height of a PNG (with a valid chunk CRC). */
function withPngSize(source: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(source);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

async function filesWritten(): Promise<string[]> {
  const all = await readdir(dir, { recursive: true });
  return all.filter((f) => f.includes('.'));
}

describe('MediaStore.storeImage', () => {
  it('re-encodes a real image under a server-made name and returns its /media URL', async () => {
    const stored = await store.storeImage(await png(), 'logos');
    expect(stored.url).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(await readFile(path.join(dir, stored.key))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(40);
  });

  it('shrinks a large cover to the kind’s largest edge', async () => {
    const stored = await store.storeImage(await png(3000, 1000), 'covers');
    const meta = await sharp(await readFile(path.join(dir, stored.key))).metadata();
    expect(meta.width).toBe(2400);
  });

  it.each([
    ['a renamed executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)])],
    ['a text file', Buffer.from('<script>alert(1)</script>')],
  ])('refuses %s and writes nothing', async (_name, buffer) => {
    await expect(store.storeImage(buffer, 'logos')).rejects.toBeInstanceOf(UploadRejectedError);
    expect(await filesWritten()).toEqual([]);
  });

  it('refuses a truncated image', async () => {
    const full = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    await expect(store.storeImage(full.subarray(0, Math.floor(full.length / 2)), 'logos')).rejects.toThrow(
      /damaged|not an image/,
    );
    expect(await filesWritten()).toEqual([]);
  });

  it('refuses an image with a huge pixel count before decoding it', async () => {
    // A small PNG whose header claims 20000 x 20000 pixels (a decompression bomb's shape).
    const bomb = withPngSize(await png(2, 2), 20000, 20000);
    await expect(store.storeImage(bomb, 'covers')).rejects.toMatchObject({
      code: expect.stringMatching(/FILE_TOO_LARGE|UNSUPPORTED_FILE/),
    });
    expect(await filesWritten()).toEqual([]);
  });

  it('refuses a file over the size limit', async () => {
    await expect(store.storeImage(Buffer.alloc(IMAGE_MAX_BYTES + 1), 'logos')).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });
});

describe('MediaStore.storePdf', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  it('stores a PDF', async () => {
    const stored = await store.storePdf(pdf, 'proof-documents');
    expect(stored.url).toMatch(/^\/media\/proof-documents\/.+\.pdf$/);
    expect(await readFile(path.join(dir, stored.key))).toEqual(pdf);
  });

  it('refuses a file that only claims to be a PDF', async () => {
    await expect(store.storePdf(Buffer.from('hello, I am a pdf'), 'proof-documents')).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    await expect(store.storePdf(pdf.subarray(0, 20), 'proof-documents')).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect(await filesWritten()).toEqual([]);
  });

  it('removes only files inside the media folder', async () => {
    const stored = await store.storePdf(pdf, 'proof-documents');
    await store.remove('/media/../../etc/passwd');
    await store.remove(stored.url);
    expect(await filesWritten()).toEqual([]);
  });
});
