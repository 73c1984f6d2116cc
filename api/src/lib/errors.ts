/*
 * Typed errors thrown by services and plugins. The one error handler (plugins/errors.ts) turns
 * each into `{ message, code, ...fields }` with its status. `code` is stable: clients may branch on it.
 */

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Per-field messages, sent at the top level of the body: `{ email: ['...'] }`. */
    readonly fields: FieldErrors = {},
    /** Extra headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** `{ message, code, <field>: [messages] }`; a field named message or code goes under `<name>_errors`. */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message, code: this.code };
    for (const [field, messages] of Object.entries(this.fields)) {
      body[field === 'message' || field === 'code' ? `${field}_errors` : field] = messages;
    }
    return body;
  }
}

/** 400: a request the client can fix; `fields` names the fields at fault. */
export class ValidationError extends AppError {
  constructor(message: string, fields: FieldErrors = {}, code = 'VALIDATION_ERROR') {
    super(400, code, message, fields);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(
    message = 'Authentication credentials were not provided or are no longer valid. Please log in.',
    code = 'NOT_AUTHENTICATED',
  ) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** 404; also for another tenant's resource, so its existence is not revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', fields: FieldErrors = {}) {
    super(409, code, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message?: string) {
    const seconds = Math.max(1, retryAfterSeconds);
    const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
    super(
      429,
      'RATE_LIMITED',
      message ?? `Too many attempts. Please wait ${wait} and try again.`,
      {},
      {
        'retry-after': String(Math.max(1, retryAfterSeconds)),
      },
    );
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The database is not reachable right now. Please try again in a moment.',
    code = 'DATABASE_UNAVAILABLE',
  ) {
    super(503, code, message);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
