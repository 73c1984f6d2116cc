/*
 * Backups, restores and the move to a bucket with STORAGE_URL (an in-process s3rver): the bucket's
 * files go into the archive and come back into another bucket byte for byte, the manifest's file
 * count and bytes are checked, a bucket that is down fails the backup, and `npm run storage:migrate`
 * copies an existing DATA_DIR into a bucket once (a second run copies nothing).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openPglite } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/modules/demo-data';
import { ProofStore } from '../src/modules/memberships/proof-store';
import { readObject } from '../src/storage/object-store';
import { S3Store } from '../src/storage/s3-store';
import { fileHashes, sha256 } from './support/file-hashes';
import { PDF } from './support/fixtures';
import { npmScript } from './support/run-script';
import { downS3Settings, S3RVER_KEYS, startS3, type TestS3 } from './support/s3';
import { tableCounts } from './support/table-counts';

describe('backup, restore and storage:migrate with a bucket (PGlite)', () => {
  let s3: TestS3;
  const dirs = Array.from({ length: 4 }, () => mkdtempSync(path.join(tmpdir(), 'alumni-s3-backup-')));
  const [source, target, disk, out] = dirs;
  const archive = path.join(out, 'site.tar.gz');
  let counts: Record<string, number>;

  const env = (bucket: string, endpoint = s3.endpoint) => ({
    STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
  });
  /** `key -> sha256` of every object of a bucket. */
  async function bucketHashes(bucket: string): Promise<Record<string, string>> {
    const store = new S3Store(s3.settings({ bucket }));
    const hashes: Record<string, string> = {};
    try {
      for await (const { key } of store.list('')) hashes[key] = sha256((await readObject(store, key))!);
    } finally {
      store.close();
    }
    return hashes;
  }

  beforeAll(async () => {
    s3 = await startS3('source-bucket');
    for (const bucket of ['restored-bucket', 'migrated-bucket'])
      await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    const storage = new S3Store(s3.settings());
    const database = await openPglite({ dataDir: source });
    try {
      await migrateToLatest(database.db);
      await seedDemo(database.db, { storage });
      const key = await new ProofStore(storage).store(PDF);
      await sql`update membership_requests set proof_document = ${key} where id = (select max(id) from membership_requests)`.execute(
        database.db,
      );
      counts = await tableCounts(database.db);
    } finally {
      storage.close();
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("backs up the bucket's files with the database and restores them into another bucket, byte for byte", async () => {
    const objects = await bucketHashes('source-bucket');
    expect(Object.keys(objects).filter((k) => k.startsWith('private/proof-documents/')).length).toBeGreaterThan(1);
    expect(Object.keys(objects).filter((k) => k.startsWith('media/logos/')).length).toBeGreaterThan(1);

    const backup = await npmScript('backup', ['--out', archive], { DATA_DIR: source, ...env('source-bucket') });
    expect(backup.output).toMatch(
      new RegExp(`files: ${Object.keys(objects).length} \\(\\d+ bytes\\) from s3://source-bucket/`),
    );
    expect(backup.code).toBe(0);

    const restore = await npmScript('restore', [archive], { DATA_DIR: target, ...env('restored-bucket') });
    expect(restore.output).toContain('every count as in the backup');
    expect(restore.output).toMatch(/files: \d+ \(\d+ bytes\) into s3:\/\/restored-bucket\/, as in the backup/);
    expect(restore.code).toBe(0);
    expect(await bucketHashes('restored-bucket')).toEqual(objects);
    // The files went to the bucket, not to the restored instance's disk.
    expect(fileHashes(target)).toEqual({});
    const database = await openPglite({ dataDir: target });
    try {
      expect(await tableCounts(database.db)).toEqual(counts);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses to restore into a bucket that holds files without --force; with it, writes them over', async () => {
    const refused = await npmScript('restore', [archive], {
      DATA_DIR: mkdtempSync(path.join(out, 'empty-')),
      ...env('restored-bucket'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'The bucket s3://restored-bucket/ already holds media/ files. Restore into an empty bucket, or add --force',
    );
    const forced = await npmScript('restore', [archive, '--force'], { DATA_DIR: target, ...env('restored-bucket') });
    expect(forced.output).toContain('as in the backup');
    expect(forced.code).toBe(0);
  }, 180_000);

  it('fails a backup whose bucket is down, saying so, and writes no archive', async () => {
    const down = await downS3Settings();
    const failed = await npmScript('backup', ['--out', `${archive}.down`], {
      DATA_DIR: source,
      ...env('source-bucket', down.endpoint!),
    });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('File storage is not available: The storage server could not be reached');
    expect(existsSync(`${archive}.down`)).toBe(false);
  }, 120_000);

  it('copies an existing DATA_DIR into a bucket with storage:migrate, once', async () => {
    const database = await openPglite({ dataDir: disk });
    try {
      await migrateToLatest(database.db);
      await seedDemo(database.db, { dataDir: disk });
    } finally {
      await database.close();
    }
    const files = fileHashes(disk);
    const count = Object.keys(files).length;
    expect(count).toBeGreaterThan(5);

    const nowhere = await npmScript('storage-migrate', [], { DATA_DIR: disk });
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toContain('STORAGE_URL is not set: there is no bucket to copy to.');

    const first = await npmScript('storage-migrate', [], { DATA_DIR: disk, ...env('migrated-bucket') });
    expect(first.output).toMatch(new RegExp(`Copied ${count} files \\(\\d+ bytes\\) from DATA_DIR .* 0 already there`));
    expect(first.output).toMatch(/copied media\/logos\/[0-9a-f-]{36}\.webp/);
    expect(first.code).toBe(0);
    expect(await bucketHashes('migrated-bucket')).toEqual(
      Object.fromEntries(Object.entries(files).map(([file, hash]) => [file.split(path.sep).join('/'), hash])),
    );

    const second = await npmScript('storage-migrate', [], { DATA_DIR: disk, ...env('migrated-bucket') });
    expect(second.output).toContain(`Copied 0 files (0 bytes)`);
    expect(second.output).toContain(`${count} already there with the same size were skipped`);
    expect(second.code).toBe(0);
  }, 180_000);
});
