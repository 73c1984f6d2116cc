import { healthPaths, healthSchema, unhealthySchema } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceUnavailableError } from '../../lib/errors';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    healthPaths.health.pattern,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        const failure = new ServiceUnavailableError();
        return reply
          .status(503)
          .send({ status: 'error', database: 'unreachable', message: failure.message, code: failure.code });
      }
      const payments = app.paymentGateway.isTest ? ('test' as const) : ('live' as const);
      const healthy = { status: 'ok' as const, database: 'ok' as const, payments };
      // The live portal versions, when this server serves the frontends (@alumni/web).
      if (!app.web) return healthy;
      return { ...healthy, portals: await app.web.portalVersions(request.log) };
    },
  );
}
