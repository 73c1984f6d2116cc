import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, DEFAULT_LANGUAGE, type Language } from '@alumni/shared/i18n';
import { ApiMessages } from '../i18n/api-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: the request's `Accept-Language` (`bn` or `en`), English by default. */
    language: Language;
  }
}

const messagesOf = new WeakMap<FastifyRequest, ApiMessages>();

/** The request's texts (made on first use, for this request only). */
export function apiMessages(request: FastifyRequest): ApiMessages {
  let messages = messagesOf.get(request);
  if (!messages) messagesOf.set(request, (messages = new ApiMessages(request.language ?? DEFAULT_LANGUAGE)));
  return messages;
}

const isMessageBody = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string' &&
  !('code' in payload);

/**
 * Every answer in the request's language: the error handler translates errors (plugins/errors.ts); this
 * hook the `message` of a success (`{ message: 'Successfully logged out.' }`).
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    // Read from the header when first asked (no hook on every request): most answers never need it.
    app.decorateRequest('language', {
      getter(this: FastifyRequest): Language {
        return languageFromAcceptLanguage(this.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      },
    });
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.language === DEFAULT_LANGUAGE || !isMessageBody(payload)) return payload;
      return { ...payload, message: apiMessages(request).translate(payload.message) };
    });
  },
  { name: 'language' },
);
