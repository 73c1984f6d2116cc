import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const REFRESH_COOKIE = /(?:^|;\s*)refresh_token=/;

/** A Bearer token or the session cookie: whatever comes back may be about this person. */
export const isPersonalRequest = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || REFRESH_COOKIE.test(request.headers.cookie ?? '');

export function addVaryAuthorization(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(^|,)\s*(authorization|\*)\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Authorization` : 'Authorization');
}

/** W/"<sha1 of the body>": equal bodies, equal tags, whichever process answered. */
export const weakEtag = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A public JSON answer encoded once, with its tag: kept in a MicroCache, it costs no work per request
 * (bytes, not a string: no UTF-8 length and no encoding of the body on every write).
 */
export type PublicAnswer = { body: Buffer; etag: string };

export function publicAnswer(value: unknown): PublicAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: weakEtag(body) };
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
 * The caching of a public answer (never per-user data): its weak ETag, `public, no-cache` for an anonymous
 * caller and `no-store` for a signed-in one, `Vary: Authorization`. True when the client's If-None-Match
 * names the tag: the caller then answers 304 without a body. `no-cache`, not a max-age: an admin who has
 * just renamed the association must see it at once; the 304 saves the bytes, not the round trip.
 */
export function cachePublicly(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', isPersonalRequest(request) ? 'no-store' : 'public, no-cache');
  addVaryAuthorization(reply);
  return matches(request.headers['if-none-match'], etag);
}

/**
 * Sends a public JSON answer with its caching (cachePublicly), or 304. Done here rather than in an onSend
 * hook: the answer already carries its tag, and a hook is one more promise on every request.
 */
export function sendPublicAnswer<T>(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): T {
  // The route runs no hook of the API's private-answers plugin (config.publicAnswer): it sets the policy here.
  // The typed reply expects the object: bytes with a content type are sent as they are.
  if (cachePublicly(request, reply, answer.etag)) return reply.code(304).send() as unknown as T;
  return reply.type('application/json; charset=utf-8').send(answer.body) as unknown as T;
}
