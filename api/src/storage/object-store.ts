import type { Readable } from 'node:stream';

/*
 * Where every uploaded file lives: the local disk under DATA_DIR (one instance) or an S3-compatible
 * bucket (any number of instances). Keys are relative paths: `media/<kind>/<name>` for public files
 * (served at /media/<kind>/<name>), `private/proof-documents/<name>` for proof documents.
 */

export type ObjectInfo = {
  contentType: string;
  contentLength: number;
  /** A validator for conditional requests (quoted, as in an ETag header). */
  etag: string;
  lastModified: Date;
};
export type StoredObject = ObjectInfo & { body: Readable };
export type ListedObject = { key: string; size: number };

export type ObjectStore = {
  /** 'disk' or 's3', and where (for logs and scripts). */
  readonly kind: 'disk' | 's3';
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every object under `prefix` (a folder such as 'media/'). */
  list(prefix: string): AsyncIterable<ListedObject>;
  close(): void;
};

/** Keys this platform makes: relative, `/`-separated, no empty, `.` or `..` part, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || /[\\\0]/.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The content type of a file the disk holds, by its extension (others are served as bytes, never sniffed). */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The whole object in memory (small files only: a logo for a certificate), or null when absent. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
