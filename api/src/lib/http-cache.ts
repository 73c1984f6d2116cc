import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** W/"<sha1 of the body>": equal bodies, equal tags, whichever process answered. */
export const weakEtag = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A public JSON answer serialized once, with its tag: kept in a MicroCache, it costs no work per request. */
export type PublicAnswer = { body: string; etag: string };

export function publicAnswer(value: unknown): PublicAnswer {
  const body = JSON.stringify(value);
  return { body, etag: weakEtag(body) };
}

/** Sends a PublicAnswer as it is (publicCacheHook then uses its tag instead of hashing the body again). */
export function sendPublicAnswer<T>(reply: FastifyReply, answer: PublicAnswer): T {
  // A string payload is sent without serialization (the typed reply expects the object).
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body) as unknown as T;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === wanted || t.replace(/^W\//, '') === wanted;
  });
}

/**
 * onSend hook for public GET answers (never per-user data): a weak ETag over the body and 304 without
 * a body when the client's If-None-Match names it. `no-cache`, not a max-age: an admin who has just
 * renamed the association must see it at once; the 304 saves the bytes, not the round trip.
 */
export async function publicCacheHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const known = reply.getHeader('etag');
  const etag = typeof known === 'string' ? known : weakEtag(payload);
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}
