import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config';
import { parseStorageUrl, storageFromEnv } from '../storage-url';

describe('parseStorageUrl', () => {
  it('is the disk under DATA_DIR when absent or blank', () => {
    expect(parseStorageUrl(undefined)).toEqual({ kind: 'disk' });
    expect(parseStorageUrl('  ')).toEqual({ kind: 'disk' });
  });

  it('reads the bucket, a folder in it, the endpoint, the region and the path style', () => {
    expect(
      parseStorageUrl('s3://alumni-media?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true'),
    ).toEqual({
      kind: 's3',
      bucket: 'alumni-media',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://alumni.media/site-a/uploads/')).toEqual({
      kind: 's3',
      bucket: 'alumni.media',
      prefix: 'site-a/uploads',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://bucket.example.org', /the scheme must be s3:\/\/ \(an S3-compatible bucket\), not https:\/\//],
    ['bucket-name', /is not a URL such as s3:\/\/BUCKET/],
    ['s3://', /no bucket named/],
    ['s3://?region=eu-west-1', /no bucket named/],
    ['s3://My_Bucket', /"My_Bucket" is not a valid bucket name/],
    ['s3://ab', /"ab" is not a valid bucket name/],
    ['s3://key:secret@bucket-a', /put the keys in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL/],
    ['s3://bucket-a?endpoint=localhost:9000', /endpoint "localhost:9000" must be an http:\/\/ or https:\/\/ address/],
    ['s3://bucket-a?endpoint=not a url', /endpoint "not a url" is not a URL/],
    ['s3://bucket-a?endpoint=http://h:9000/?x=1', /must be a plain address/],
    ['s3://bucket-a?region=EU West', /region "EU West" is not a region name/],
    ['s3://bucket-a?forcePathStyle=maybe', /forcePathStyle must be true or false, not "maybe"/],
    ['s3://bucket-a?pathStyle=true', /unknown option "pathStyle" \(known: endpoint, region, forcePathStyle\)/],
    ['s3://bucket-a/a/../b', /must not hold empty, "\." or "\.\." parts/],
  ])('refuses %s, saying why', (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});

describe('storageFromEnv', () => {
  const url = 's3://bucket-a?endpoint=http://127.0.0.1:9000&forcePathStyle=1';

  it('takes the standard AWS keys, both or neither', () => {
    expect(
      storageFromEnv({ STORAGE_URL: url, AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' }),
    ).toMatchObject({
      kind: 's3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(storageFromEnv({ STORAGE_URL: url })).not.toHaveProperty('credentials');
    expect(() => storageFromEnv({ STORAGE_URL: url, AWS_ACCESS_KEY_ID: 'id' })).toThrow(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
    // Without a bucket the AWS variables belong to something else.
    expect(storageFromEnv({ AWS_ACCESS_KEY_ID: 'id' })).toEqual({ kind: 'disk' });
  });

  it('fails the start with one line naming STORAGE_URL and what is wrong', () => {
    const env = { DATA_DIR: '/tmp/alumni-storage-url-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ ...env, STORAGE_URL: url }).storage).toMatchObject({ kind: 's3', bucket: 'bucket-a' });
    expect(() => loadConfig({ ...env, STORAGE_URL: 'ftp://bucket-a' })).toThrow(
      'Invalid configuration:\n  STORAGE_URL: the scheme must be s3:// (an S3-compatible bucket), not ftp://',
    );
    expect(() => loadConfig({ ...env, STORAGE_URL: url, AWS_SECRET_ACCESS_KEY: 's' })).toThrow(
      'Invalid configuration:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together',
    );
  });
});
