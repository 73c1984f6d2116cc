import { membershipRequestBodySchema } from '@alumni/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../lib/errors';
import { validationErrorFrom } from '../../plugins/errors';
import type { MembershipRequestInput } from './membership-requests.service';

const PROOF_FIELD = 'proof_document';

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** Fields, and the optional proof PDF, of a multipart request (the file in `proof_document`). */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; proof: Buffer | null }> {
  const fields: Record<string, string> = {};
  let proof: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PROOF_FIELD) {
          part.file.resume();
          const message = `Send the proof document in the "${PROOF_FIELD}" field (it came in "${part.fieldname}").`;
          throw new ValidationError(message, { [PROOF_FIELD]: [message] });
        }
        const buffer = await part.toBuffer();
        // An empty file input still sends a part: no file chosen.
        proof = buffer.length > 0 ? buffer : null;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = (text: string, status: number, code: string) =>
      new AppError(status, code, text, { [PROOF_FIELD]: [text] });
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw message('The document is larger than 5 MB. Choose a smaller PDF.', 413, 'FILE_TOO_LARGE');
    if (codeOf(error) === 'FST_FILES_LIMIT') throw message('Send one proof document only.', 413, 'TOO_MANY_FILES');
    if (codeOf(error) === 'FST_FIELDS_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT')
      throw new AppError(413, 'TOO_MANY_FIELDS', 'The form has too many fields.');
    if (error instanceof Error && /multipart|boundary|malformed|unexpected end/i.test(error.message))
      throw new AppError(400, 'INVALID_MULTIPART', 'The form could not be read. Choose the file again and retry.');
    throw error;
  }
  return { fields, proof };
}

/** The membership request form, JSON or multipart, validated by the shared contract. */
export async function readMembershipRequestForm(
  request: FastifyRequest,
): Promise<{ input: MembershipRequestInput; proof: Buffer | null }> {
  const { fields, proof } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: request.body, proof: null };
  const parsed = membershipRequestBodySchema.safeParse(fields ?? undefined);
  if (!parsed.success) {
    throw validationErrorFrom(
      parsed.error.issues.map((issue) => ({
        instancePath: issue.path
          .map(String)
          .map((p) => `/${p}`)
          .join(''),
        message: issue.message,
        keyword: issue.code,
      })),
      'body',
    );
  }
  const { institute, batch, roll_number, membership_type } = parsed.data;
  return { input: { institute, batch, roll_number, membership_type }, proof };
}
