import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * JSON bodies: an empty body reads as no body (the client's "POST with no data" still sends a JSON
 * content type), and malformed JSON gets a message saying what is wrong. Prototype poisoning is
 * refused by Fastify's own parser, which does the real parse.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const defaultParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        JSON.parse(text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unreadable';
        return done(new AppError(400, 'INVALID_JSON', `The request body is not valid JSON (${reason}).`), undefined);
      }
      return defaultParser(request, text, done);
    });
  },
  { name: 'json-body' },
);
