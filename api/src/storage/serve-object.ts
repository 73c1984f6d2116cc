import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectInfo, StoredObject } from './object-store';

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is still this object. */
function isFresh(request: FastifyRequest, info: ObjectInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags === '*' || tags.split(',').some((tag) => weak(tag) === weak(info.etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Streams a stored object with its validators and `cacheControl`; 304 when the browser's copy is
 * current. Always nosniff: a file is only ever what its content type says.
 */
export function sendObject(request: FastifyRequest, reply: FastifyReply, object: StoredObject, cacheControl: string) {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString());
  if (isFresh(request, object)) {
    object.body.destroy();
    return reply.status(304).send();
  }
  return reply
    .header('content-type', object.contentType)
    .header('content-length', object.contentLength)
    .send(object.body);
}
