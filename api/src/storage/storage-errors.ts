import { AppError } from '../lib/errors';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not available right now, so nothing was saved or read. Please try again in a few minutes.';

/**
 * 503 STORAGE_UNAVAILABLE: the bucket is down, refuses our keys, or does not exist. The person reads
 * the general message; `detail` (logged, never sent) says which, for the operators.
 */
export class StorageUnavailableError extends AppError {
  override name = 'StorageUnavailableError';
  constructor(readonly detail: string) {
    super(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': '30' });
  }
}
