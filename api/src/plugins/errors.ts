import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/database';
import { StorageUnavailableError } from '../storage/storage-errors';
import {
  AppError,
  INTERNAL_ERROR_MESSAGE,
  ServiceUnavailableError,
  ValidationError,
  type FieldErrors,
} from '../lib/errors';
import { apiMessages } from './language';

export * from '../lib/errors';

type ZodIssueLike = { instancePath: string; message?: string; keyword: string; params?: Record<string, unknown> };

const ROOT_FIELD = 'non_field_errors';
const INVALID_CHARACTER_MESSAGE =
  'The request contains a character that cannot be stored (a NUL byte, \\u0000). Remove it and try again.';

/** Zod issues -> `{ message: <first message>, code: 'VALIDATION_ERROR', <field>: [messages] }`. */
export function validationErrorFrom(issues: ZodIssueLike[], context: string | undefined): ValidationError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || ROOT_FIELD;
    let message = issue.message ?? 'Invalid value';
    if (field === ROOT_FIELD && issue.keyword === 'invalid_type') {
      message =
        context === 'body' ? 'The request body must be a JSON object.' : `The ${context ?? 'request'} is invalid.`;
    }
    (fields[field] ??= []).push(message);
  }
  const first = Object.values(fields)[0]?.[0] ?? 'The request is invalid.';
  return new ValidationError(first, fields);
}

const SCHEMA_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * In Bangla, zod's own messages ("Invalid input: expected string…") come from its Bangla locale: the part at
 * fault is parsed again with it (the contracts' own messages stay English here and are translated after).
 * Null in English, or when the route's schema for that part is not a zod schema.
 */
function localIssues(request: FastifyRequest, context: string | undefined): ZodIssueLike[] | null {
  if (request.language !== 'bn' || !context || !(context in SCHEMA_PARTS)) return null;
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
  if (!(schema instanceof z.ZodType)) return null;
  const input = request[SCHEMA_PARTS[context as keyof typeof SCHEMA_PARTS]];
  const result = schema.safeParse(input, { error: z.locales.bn().localeError });
  if (result.success) return null;
  return result.error.issues.map((issue) => ({
    instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
    keyword: issue.code,
    message: issue.message,
  }));
}

function fastifyClientError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'INVALID_JSON', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'This content type is not accepted here; send application/json.',
      );
    default:
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new AppError(error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
      }
      return null;
  }
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | null {
  // The client reads a general 503; the operators read which way the bucket failed.
  if (error instanceof StorageUnavailableError) request.log.error({ detail: error.detail }, 'file storage unavailable');
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    return validationErrorFrom(localIssues(request, context) ?? (error.validation as ZodIssueLike[]), context);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unreachable');
    return new ServiceUnavailableError();
  }
  // A race past a service's own check (two requests creating the same thing).
  if ((error as { code?: string }).code === '23505') return new AppError(409, 'CONFLICT', 'This already exists.');
  // Text the database cannot store (a NUL byte in a path, a query or a field): the client's input, not our fault.
  if (['22021', '22P05'].includes((error as { code?: string }).code ?? ''))
    return new ValidationError(INVALID_CHARACTER_MESSAGE, {}, 'INVALID_CHARACTER');
  // A serialization error is a bug of ours, whatever its status says.
  if ((error as FastifyError).code === 'FST_ERR_RESPONSE_SERIALIZATION') return null;
  return fastifyClientError(error as FastifyError);
}

/** The error's body in the request's language: its message and every field's messages; the `code` as it is. */
function localBody(request: FastifyRequest, error: AppError): Record<string, unknown> {
  const body = error.toBody();
  if (request.language === 'en') return body;
  const messages = apiMessages(request);
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === 'code'
        ? value
        : typeof value === 'string'
          ? messages.translate(value)
          : Array.isArray(value)
            ? value.map((item) => (typeof item === 'string' ? messages.translate(item) : item))
            : value,
    ]),
  );
}

export function sendAppError(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).headers(error.headers).send(localBody(reply.request, error));
}

/** The one error handler and the 404 body of the API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error, request);
      if (appError) return sendAppError(reply, appError);
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: apiMessages(request).translate(INTERNAL_ERROR_MESSAGE), code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);
