import { AppError } from '../../lib/errors';
import type { UploadRejectedError } from '../media';

const STATUS: Record<UploadRejectedError['code'], number> = {
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
};

/** A refused upload as the API error of its field: 400 empty, 413 too large, 415 not a PDF. */
export function uploadError(error: UploadRejectedError, field: string): AppError {
  return new AppError(STATUS[error.code], error.code, error.message, { [field]: [error.message] });
}
