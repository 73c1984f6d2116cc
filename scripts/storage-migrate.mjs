// `npm run storage:migrate`: copies the files of DATA_DIR (media/ and private/) into the bucket of
// STORAGE_URL, under the same names, so a site that ran on one disk can move to shared storage.
// Safe to run again: an object already in the bucket with the same size is skipped. The files on
// disk are left as they are (remove them once the site runs on the bucket).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadTree } from '../api/src/storage/object-trees.ts';
import { BackupError, cli, FOLDERS, openBucket, settings } from './backup-lib.mjs';

cli(async () => {
  const config = settings();
  const bucket = openBucket(config);
  if (!bucket)
    throw new BackupError(
      'STORAGE_URL is not set: there is no bucket to copy to. Set STORAGE_URL (and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) as the server will use them.',
    );
  try {
    let copied = 0;
    let bytes = 0;
    let skipped = 0;
    for (const folder of FOLDERS) {
      const dir = path.join(config.dataDir, folder);
      if (!existsSync(dir)) continue;
      const totals = await uploadTree(bucket, dir, folder, {
        skipSame: true,
        onCopy: (key, size) => console.log(`  copied ${key} (${size} bytes)`),
      });
      copied += totals.count;
      bytes += totals.bytes;
      skipped += totals.skipped;
    }
    console.log(
      `Copied ${copied} files (${bytes} bytes) from DATA_DIR ${config.dataDir} to ${bucket.location}; ${skipped} already there with the same size were skipped.`,
    );
  } finally {
    bucket.close();
  }
});
