import { MEMBER_IMPORT_FILE_FIELD, memberImportFormSchema, type MemberImportMapping } from '@alumni/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../lib/errors';
import { SPREADSHEET_MAX_BYTES } from '../../lib/spreadsheet';

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;
const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { [MEMBER_IMPORT_FILE_FIELD]: [message] });

export type ImportForm = { file: Buffer; dryRun: boolean; mapping: MemberImportMapping | undefined };

/** The multipart form of an import: the file (any order of parts), `dry_run` and `mapping`. */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart())
    throw fileError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the "${MEMBER_IMPORT_FILE_FIELD}" field.`,
    );
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== MEMBER_IMPORT_FILE_FIELD) {
          part.file.resume();
          throw fileError(
            400,
            'FILE_REQUIRED',
            `Send the file in the "${MEMBER_IMPORT_FILE_FIELD}" field (it came in "${part.fieldname}").`,
          );
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw fileError(
        413,
        'FILE_TOO_LARGE',
        `The file is larger than ${SPREADSHEET_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
      );
    if (codeOf(error) === 'FST_FILES_LIMIT') throw fileError(413, 'TOO_MANY_FILES', 'Send one file only.');
    if (codeOf(error) === 'FST_FIELDS_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT')
      throw new AppError(413, 'TOO_MANY_FIELDS', 'The form has too many fields.');
    if (error instanceof Error && /multipart|boundary|malformed|unexpected end/i.test(error.message))
      throw fileError(400, 'INVALID_MULTIPART', 'The upload could not be read. Choose the file again and retry.');
    throw error;
  }
  if (!file || file.length === 0)
    throw fileError(400, 'FILE_REQUIRED', 'Choose a CSV or Excel (.xlsx) file to import.');
  const parsed = memberImportFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'mapping');
    throw new ValidationError(issue.message, { [field]: [issue.message] });
  }
  return { file, dryRun: parsed.data.dry_run, mapping: parsed.data.mapping };
}
