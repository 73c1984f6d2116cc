/*
 * An S3-compatible server inside the test (s3rver on a free port, files in a temp folder) and a
 * bucket made with the SDK, for the suites that run the platform on STORAGE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/storage-url';

/** s3rver's own keys (it checks the key id, not the signature). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL's settings for this server and bucket, with changes (another bucket, wrong keys). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** The same server as an S3Client, to look at the bucket from outside the app. */
  client: S3Client;
  close(): Promise<void>;
};

export async function startS3(bucket = 'alumni-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'alumni-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
    kind: 's3',
    bucket,
    prefix: '',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
    ...overrides,
  });
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_KEYS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let closed = false;
  return {
    endpoint,
    bucket,
    settings,
    client,
    close: async () => {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings of a server that is down: one started and closed, so nothing listens on its port. */
export async function downS3Settings(): Promise<S3Settings> {
  const s3 = await startS3('down-bucket');
  const settings = s3.settings();
  await s3.close();
  return settings;
}
