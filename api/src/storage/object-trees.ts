import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isSafeKey, type ObjectStore } from './object-store';

/*
 * Copies between a folder tree on disk (DATA_DIR/media, a backup's private/) and an area of the
 * store (`media/`, `private/`): for backups, restores and the move of an existing DATA_DIR to a bucket.
 */

export type TreeTotals = { count: number; bytes: number };

/** Files under `dir` as `/`-separated paths relative to it (half-written `.part` files left out). */
async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names.sort()) {
    if (name.endsWith('.part')) continue;
    if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  }
  return files;
}

/** How many objects, and how many bytes, the store holds under `area/`. */
export async function countArea(store: ObjectStore, area: string): Promise<TreeTotals> {
  const totals = { count: 0, bytes: 0 };
  for await (const object of store.list(`${area}/`)) {
    totals.count += 1;
    totals.bytes += object.size;
  }
  return totals;
}

/**
 * Puts every file of `dir` into the store under `area/`. With `skipSame`, an object already there
 * with the same size is left alone (a second run copies nothing). Reports each key it copies.
 */
export async function uploadTree(
  store: ObjectStore,
  dir: string,
  area: string,
  options: { skipSame?: boolean; onCopy?: (key: string, bytes: number) => void } = {},
): Promise<TreeTotals & { skipped: number }> {
  const totals = { count: 0, bytes: 0, skipped: 0 };
  for (const name of await filesUnder(dir)) {
    const key = `${area}/${name}`;
    const data = await readFile(path.join(dir, ...name.split('/')));
    if (options.skipSame && (await store.head(key))?.contentLength === data.length) {
      totals.skipped += 1;
      continue;
    }
    await store.put(key, data, contentTypeOf(key));
    totals.count += 1;
    totals.bytes += data.length;
    options.onCopy?.(key, data.length);
  }
  return totals;
}

/** Writes every object under `area/` into `dir` (the same relative paths). */
export async function downloadArea(store: ObjectStore, area: string, dir: string): Promise<TreeTotals> {
  const totals = { count: 0, bytes: 0 };
  for await (const { key } of store.list(`${area}/`)) {
    // Nothing this platform wrote climbs out of the folder; anything else in the bucket is not copied.
    if (!isSafeKey(key)) continue;
    const object = await store.get(key);
    if (!object) continue; // deleted since it was listed
    const target = path.join(dir, ...key.slice(area.length + 1).split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(object.body, createWriteStream(target));
    totals.count += 1;
    totals.bytes += object.contentLength;
  }
  return totals;
}

/** Files and bytes of a folder tree on disk. */
export async function countTree(dir: string): Promise<TreeTotals> {
  const totals = { count: 0, bytes: 0 };
  for (const name of await filesUnder(dir)) {
    totals.count += 1;
    totals.bytes += (await stat(path.join(dir, ...name.split('/')))).size;
  }
  return totals;
}
