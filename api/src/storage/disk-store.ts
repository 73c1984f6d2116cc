import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, type ListedObject, type ObjectInfo, type ObjectStore } from './object-store';

const PARTIAL = '.part';

/** Files under one folder (DATA_DIR): the default, for a single instance. */
export class DiskStore implements ObjectStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  get location() {
    return this.root;
  }

  private file(key: string): string | null {
    return isSafeKey(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    if (!target) throw new Error(`Refusing to store under the key "${key}"`);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    await writeFile(`${target}${PARTIAL}`, body, { mode: 0o644 });
    await rename(`${target}${PARTIAL}`, target);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const target = this.file(key);
    const stats = target ? await stat(target).catch(() => null) : null;
    if (!stats?.isFile()) return null;
    return {
      contentType: contentTypeOf(key),
      contentLength: stats.size,
      etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async get(key: string) {
    const info = await this.head(key);
    const target = this.file(key);
    if (!info || !target) return null;
    return { ...info, body: createReadStream(target) };
  }

  async delete(key: string): Promise<void> {
    const target = this.file(key);
    if (target) await unlink(target).catch(() => undefined);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = prefix.replace(/\/+$/, '');
    const dir = this.file(folder);
    if (!dir) return;
    const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
    for (const name of names.sort()) {
      if (name.endsWith(PARTIAL)) continue;
      const stats = await stat(path.join(dir, name)).catch(() => null);
      if (stats?.isFile()) yield { key: `${folder}/${name.split(path.sep).join('/')}`, size: stats.size };
    }
  }

  close() {}
}
