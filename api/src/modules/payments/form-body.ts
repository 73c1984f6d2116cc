import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

/** Payment callbacks are small forms; anything larger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * application/x-www-form-urlencoded -> `{ field: value }` (the last value of a repeated field), for
 * the routes of the plugin that calls this (payment providers post forms; nothing else here does).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      try {
        const fields: Record<string, string> = Object.create(null);
        for (const [key, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))
          fields[key] = value;
        done(null, { ...fields });
      } catch {
        done(new AppError(400, 'INVALID_FORM', 'The form body could not be read.'), undefined);
      }
    },
  );
}
