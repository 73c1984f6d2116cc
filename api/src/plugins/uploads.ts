import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** One file per multipart request, at most this large (the media store's own limit). */
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Registers `routes` in a scope of their own that parses multipart/form-data. Only the routes that take
 * a file need it: @fastify/multipart adds two async hooks (and a 'close' listener) to every request of
 * the scope it is registered in, which at the root were paid by every answer, the public list included.
 * Elsewhere a multipart body is refused with 415 like any other content type the route does not take.
 */
export async function withUploads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
    await routes(scope);
  });
}
