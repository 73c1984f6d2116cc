import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, type ListedObject, type ObjectInfo, type ObjectStore, type StoredObject } from './object-store';
import { isMissingObject, storageFailure } from './s3-errors';
import type { S3Settings } from './storage-url';

type ObjectHeaders = { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date };

const infoOf = (o: ObjectHeaders): ObjectInfo => ({
  contentType: o.ContentType ?? 'application/octet-stream',
  contentLength: o.ContentLength ?? 0,
  etag: o.ETag ?? '""',
  lastModified: o.LastModified ?? new Date(0),
});

/** An S3-compatible bucket (AWS S3, MinIO, Garage, R2...): what every instance behind a load balancer shares. */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 2,
      // A bucket that does not answer fails the request in seconds (503), instead of holding it open.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 20_000 },
    });
  }

  get location() {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  private key(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Refusing the object key "${key}"`);
    return `${this.prefix}${key}`;
  }

  private async send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw storageFailure(error, this.bucket);
    }
  }

  private async orNull<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw storageFailure(error, this.bucket);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.key(key),
      Body: body,
      ContentType: contentType,
    });
    await this.send(() => this.client.send(command));
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) });
    const object = await this.orNull(() => this.client.send(command));
    return object ? { ...infoOf(object), body: object.Body as Readable } : null;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    if (!isSafeKey(key)) return null;
    const command = new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) });
    const object = await this.orNull(() => this.client.send(command));
    return object ? infoOf(object) : null;
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) });
    await this.send(() => this.client.send(command));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: `${this.prefix}${prefix}`,
        ContinuationToken: token,
      });
      const page = await this.send(() => this.client.send(command));
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
