// The bucket of the cluster test: s3rver (an S3-compatible server from npm) in this process, when the
// platform has object storage (STORAGE_URL) and s3rver is installed; else no bucket, and the reason.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib.mjs';
import { freePort } from './cluster-lib.mjs';

const BUCKET = 'alumni-cluster';

export async function startBucket(work) {
  const require = createRequire(path.join(root, 'api', 'package.json'));
  let S3rver;
  try {
    S3rver = require('s3rver');
  } catch {
    return { env: {}, reason: 's3rver is not installed', close: async () => {} };
  }
  if (!existsSync(path.join(root, 'api', 'src', 'storage')))
    return { env: {}, reason: 'this tree has no object storage (api/src/storage)', close: async () => {} };
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    env: {
      STORAGE_URL: `s3://${BUCKET}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
