import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../lib/errors';
import { hasBuiltShell, liveRemotes, portalVersions } from '../../plugins/web';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** The version of each portal live now (the runtime manifest), when the site serves the frontends. */
  portals: z.record(z.string(), z.string()).optional(),
});
const unhealthySchema = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
  message: z.string(),
  code: z.string(),
});

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
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
        if (!hasBuiltShell(app.config.webRoot)) return { status: 'ok' as const, database: 'ok' as const };
        const manifest = await liveRemotes({ webRoot: app.config.webRoot, dataDir: app.config.dataDir }, request.log);
        return { status: 'ok' as const, database: 'ok' as const, portals: portalVersions(manifest) };
      },
    );
}
