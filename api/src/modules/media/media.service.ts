import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ObjectStore, StoredObject } from '../../storage/object-store';
import { UploadRejectedError, type StoredFile } from '../../lib/uploads';

/** What an upload is for: decides the folder, the largest edge kept and the accepted types. */
export type ImageKind = 'profile-pictures' | 'logos' | 'covers';
export type DocumentKind = 'proof-documents';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Decompression-bomb guard: images above this many pixels are refused before decoding. */
const IMAGE_MAX_PIXELS = 40_000_000;

const MAX_EDGE: Record<ImageKind, number> = { 'profile-pictures': 800, logos: 800, covers: 2400 };
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

const tooManyPixels = () =>
  new UploadRejectedError('The image has too many pixels. Upload an image under 40 megapixels.', 'FILE_TOO_LARGE');

/** `key`: the object's key in the store; `url`: where /media serves it (public area only). */
/** The public files served at /media/ live under `media/` in the store; proof documents under `private/`. */
export type MediaArea = 'media' | 'private';

export class MediaStore {
  constructor(
    private readonly store: ObjectStore,
    private readonly area: MediaArea = 'media',
  ) {}

  /**
   * Checks an image by its content (not its name), re-encodes it (which drops metadata such as
   * GPS tags and anything appended to the file) and stores it under a server-made name.
   */
  async storeImage(buffer: Buffer, kind: ImageKind): Promise<StoredFile> {
    if (buffer.length === 0) throw new UploadRejectedError('The file is empty. Choose an image file.', 'FILE_REQUIRED');
    if (buffer.length > IMAGE_MAX_BYTES)
      throw new UploadRejectedError(
        `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
        'FILE_TOO_LARGE',
      );
    let metadata: Metadata;
    try {
      metadata = await sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    } catch (error) {
      // A readable header declaring more pixels than the limit (a decompression bomb, or a huge photo).
      if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels();
      throw new UploadRejectedError(
        'The file is not an image we can read. Upload a JPEG, PNG, WebP or GIF image.',
        'UNSUPPORTED_FILE',
      );
    }
    if (!metadata.format || !ACCEPTED_IMAGE_FORMATS.has(metadata.format))
      throw new UploadRejectedError('Only JPEG, PNG, WebP or GIF images are accepted.', 'UNSUPPORTED_FILE');
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) throw tooManyPixels();
    let output: Buffer;
    try {
      output = await sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_EDGE[kind], height: MAX_EDGE[kind], fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new UploadRejectedError('The image is damaged or incomplete. Upload another image.', 'UNSUPPORTED_FILE');
    }
    return this.write(kind, 'webp', output, 'image/webp');
  }

  /** Accepts a PDF only: the `%PDF-` signature at the start and an end-of-file marker near the end. */
  async storePdf(buffer: Buffer, kind: DocumentKind): Promise<StoredFile> {
    if (buffer.length === 0)
      throw new UploadRejectedError('The file is empty. Choose a PDF document.', 'FILE_REQUIRED');
    if (buffer.length > PDF_MAX_BYTES)
      throw new UploadRejectedError(
        `The document is larger than ${PDF_MAX_BYTES / 1024 / 1024} MB. Choose a smaller PDF.`,
        'FILE_TOO_LARGE',
      );
    const head = buffer.subarray(0, 1024).toString('latin1');
    const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
    if (!head.startsWith('%PDF-') || !tail.includes('%%EOF'))
      throw new UploadRejectedError(
        'Only PDF documents are accepted, and this file is not a complete PDF.',
        'UNSUPPORTED_FILE',
      );
    return this.write(kind, 'pdf', buffer, 'application/pdf');
  }

  /**
   * Removes a file this store wrote earlier, given its `/media/...` URL (ignores anything else). A
   * clean-up: when the store cannot be reached the file stays (an orphan object, never a row
   * pointing at nothing), so this does not fail the request.
   */
  async remove(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith('/media/')) return;
    await this.removeKey(`${this.area}/${url.slice('/media/'.length)}`);
  }

  /** A file this store wrote, given its `/media/...` URL; null for anything else or a file that is gone. */
  async open(url: string): Promise<StoredObject | null> {
    if (!url.startsWith('/media/')) return null;
    const key = `${this.area}/${url.slice('/media/'.length)}`;
    if (key.split('/').some((p) => p === '..' || p === '.' || p === '')) return null;
    return this.store.get(key);
  }

  async removeKey(key: string): Promise<void> {
    if (!key.startsWith(`${this.area}/`) || key.split('/').some((p) => p === '..' || p === '.' || p === '')) return;
    await this.store.delete(key).catch(() => undefined);
  }

  private async write(kind: string, extension: string, data: Buffer, contentType: string): Promise<StoredFile> {
    const name = `${kind}/${randomUUID()}.${extension}`;
    const key = `${this.area}/${name}`;
    await this.store.put(key, data, contentType);
    return { key, url: `/media/${name}`, bytes: data.length, contentType };
  }
}
