import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `relative path -> sha256` of every file under DATA_DIR/media and DATA_DIR/private. */
export function fileHashes(dataDir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes[path.relative(dataDir, full)] = sha256(readFileSync(full));
    }
  };
  for (const folder of ['media', 'private']) walk(path.join(dataDir, folder));
  return hashes;
}
