import { readFileSync, statSync } from 'node:fs';

const files = new Map<string, { mtimeMs: number; size: number; value: object | null }>();

/**
 * A JSON file the build or the operators write (a portal's mf-manifest.json, the shell's first-load.json,
 * DATA_DIR/remotes.json), read again only when it changes (its time or size), so a release or a rollback is seen
 * at the next request with no restart. Null when the file is missing, unreadable, or not a JSON object or array.
 */
export function readJsonFile<T extends object>(file: string): T | null {
  // Asked for on every page: no exception (and its stack) made when the file is missing.
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    files.delete(file);
    return null;
  }
  const cached = files.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value as T | null;
  let value: object | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (parsed && typeof parsed === 'object') value = parsed;
  } catch {
    // A half-written or broken file is no file; the next change is read again.
  }
  files.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  return value as T | null;
}
