import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** pino's check; a logger without one (the no-op logger) is taken as enabled. */
const infoEnabled = (log: FastifyBaseLogger) =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? true;

/**
 * One line per request, written when the answer is done: `req` (method, url, host, client address),
 * `res` (status) and `responseTime` in ms, with the request id, as `request completed` (or `request
 * errored` when the response itself failed). Fastify's default writes two lines per request (incoming,
 * then completed), serializing the request for the first; operators need both halves only together.
 * Below info nothing is built at all.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (infoEnabled(reply.log)) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
