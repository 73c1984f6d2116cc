import { StorageUnavailableError } from './storage-errors';

type SdkError = {
  name?: string;
  Code?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
};

const REFUSED_KEYS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
  'ExpiredToken',
]);

/** A missing object (not a missing bucket, which S3 also answers with 404). */
export function isMissingObject(error: unknown): boolean {
  const e = error as SdkError;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound';
}

/** Any other failure of the bucket as a 503 whose detail names the cause for the operators. */
export function storageFailure(error: unknown, bucket: string): StorageUnavailableError {
  const e = error as SdkError;
  const name = e?.name ?? 'Error';
  if (name === 'NoSuchBucket') return new StorageUnavailableError(`The bucket "${bucket}" does not exist.`);
  if (REFUSED_KEYS.has(name))
    return new StorageUnavailableError(
      `The bucket "${bucket}" refused our credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`,
    );
  const status = e?.$metadata?.httpStatusCode;
  if (status === undefined)
    return new StorageUnavailableError(
      `The storage server could not be reached: ${e?.code ?? name} ${e?.message ?? ''}`.trim(),
    );
  return new StorageUnavailableError(`The bucket "${bucket}" answered ${status} ${name}: ${e?.message ?? ''}`.trim());
}
