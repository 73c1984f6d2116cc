import { healthPaths, healthSchema, unhealthySchema } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceUnavailableError } from '../../lib/errors';
import { hasBuiltShell, liveRemotes, portalVersions } from '../../plugins/web';

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
      if (!hasBuiltShell(app.config.webRoot)) return healthy;
      const manifest = await liveRemotes({ webRoot: app.config.webRoot, dataDir: app.config.dataDir }, request.log);
      return { ...healthy, portals: portalVersions(manifest) };
    },
  );
}
