import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from './errors';

/*
 * Reading the one file of a multipart request, and turning every way it can go wrong into an
 * AppError naming the field: 400 nothing chosen, 413 too large, 415 not multipart / not accepted.
 */

/** A file the store refused (the media and proof stores throw it): the code picks the status below. */
export class UploadRejectedError extends Error {
  constructor(
    message: string,
    readonly code: 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE' | 'FILE_REQUIRED',
  ) {
    super(message);
  }
}

export type StoredFile = { key: string; url: string; bytes: number; contentType: string };

const STATUS_OF: Record<UploadRejectedError['code'], number> = {
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
};

function uploadError(status: number, code: string, message: string, field: string) {
  return new AppError(status, code, message, { [field]: [message] });
}

function isFastifyCode(error: unknown, code: string): boolean {
  return (error as { code?: string } | null)?.code === code;
}

/**
 * The bytes of the file sent in `field` (the only file: multipart is registered with `files: 1`).
 * `missingMessage` is what the person reads when no file came, e.g. "Choose an image file to upload."
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  missingMessage: string,
): Promise<Buffer> {
  if (!request.isMultipart())
    throw uploadError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the "${field}" field.`,
      field,
    );
  try {
    const part = await request.file();
    if (!part) throw new ValidationError(missingMessage, { [field]: [missingMessage] }, 'FILE_REQUIRED');
    if (part.fieldname !== field) {
      part.file.resume();
      const message = `Send the file in the "${field}" field (it came in "${part.fieldname}").`;
      throw new ValidationError(message, { [field]: [message] }, 'FILE_REQUIRED');
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new ValidationError(missingMessage, { [field]: [missingMessage] }, 'FILE_REQUIRED');
    return buffer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isFastifyCode(error, 'FST_REQ_FILE_TOO_LARGE'))
      throw uploadError(413, 'FILE_TOO_LARGE', 'The file is larger than 5 MB. Choose a smaller file.', field);
    if (isFastifyCode(error, 'FST_FILES_LIMIT')) throw uploadError(413, 'TOO_MANY_FILES', 'Send one file only.', field);
    if (isFastifyCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
      throw uploadError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the file as multipart/form-data in the "${field}" field.`,
        field,
      );
    // A malformed multipart body (no boundary, cut off mid-part) is the client's doing.
    if (error instanceof Error && /multipart|boundary|malformed|unexpected end/i.test(error.message))
      throw uploadError(
        400,
        'INVALID_MULTIPART',
        'The upload could not be read. Choose the file again and retry.',
        field,
      );
    throw error;
  }
}

/** Runs a store's call (media or proof), turning its refusal into a 400/413/415 on `field`. */
export async function storeUpload<T>(field: string, store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (error instanceof UploadRejectedError)
      throw uploadError(STATUS_OF[error.code], error.code, error.message, field);
    throw error;
  }
}
