import { reconcileFieldsSchema, STATEMENT_MAX_BYTES } from '@alumni/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { StatementLayout } from '../../db/types';
import { AppError, ValidationError } from '../../lib/errors';
import { validationErrorFrom } from '../../plugins/errors';
import type { GenericMapping } from './read-statement';

const FILE_FIELD = 'file';
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;
const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { [FILE_FIELD]: [message] });

export type StatementUpload = {
  fileName: string;
  bytes: Buffer;
  layout?: StatementLayout;
  mapping?: GenericMapping;
};

/** The multipart form of a statement upload: the file in `file`, the layout and the generic mapping. */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart())
    throw fileError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the statement as multipart/form-data in the "${FILE_FIELD}" field.`,
    );
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          const message = `Send the statement in the "${FILE_FIELD}" field (it came in "${part.fieldname}").`;
          throw new ValidationError(message, { [FILE_FIELD]: [message] }, 'FILE_REQUIRED');
        }
        file = { name: part.filename ?? '', bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw fileError(413, 'FILE_TOO_LARGE', 'The statement is larger than 10 MB. Split it into smaller files.');
    if (codeOf(error) === 'FST_FILES_LIMIT') throw fileError(413, 'TOO_MANY_FILES', 'Send one statement at a time.');
    if (codeOf(error) === 'FST_FIELDS_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT')
      throw new AppError(413, 'TOO_MANY_FIELDS', 'The form has too many fields.');
    if (error instanceof Error && /multipart|boundary|malformed|unexpected end/i.test(error.message))
      throw fileError(400, 'INVALID_MULTIPART', 'The upload could not be read. Choose the file again and retry.');
    throw error;
  }
  const parsed = reconcileFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw validationErrorFrom(
      parsed.error.issues.map((issue) => ({
        instancePath: issue.path.map((p) => `/${String(p)}`).join(''),
        message: issue.message,
        keyword: issue.code,
      })),
      'body',
    );
  if (!file || file.bytes.length === 0) {
    const message = 'Choose a statement file (CSV or Excel) to upload.';
    throw new ValidationError(message, { [FILE_FIELD]: [message] }, 'FILE_REQUIRED');
  }
  const { layout, date_column, amount_column, reference_column, phone_column, trx_id_column } = parsed.data;
  return {
    fileName: file.name,
    bytes: file.bytes,
    layout: layout === 'auto' ? undefined : layout,
    mapping:
      layout === 'generic'
        ? {
            date: date_column!,
            amount: amount_column!,
            reference: reference_column!,
            phone: phone_column,
            trx_id: trx_id_column,
          }
        : undefined,
  };
}
