import type { FastifyReply } from 'fastify';

/** The type of the CSV exports (UTF-8: names in Bangla). */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Answers a file to save as `filename`: never kept by a cache (`private, no-store` for a person's own file,
 * `no-store` for an admin's export) and never sniffed as another type than `contentType`.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; filename: string; body: unknown; contentLength?: number; cacheControl?: string },
) {
  reply.header('content-type', file.contentType);
  if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
  return reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'private, no-store')
    .send(file.body);
}
