import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobNameParamsSchema,
  jobPaths,
  jobSchema,
  paginated,
  scheduledJobSchema,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './jobs.service';

/** The background job queue, for the super admin only: what waits, runs and failed; retry a failed job. */
export async function jobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['jobs'], security: [{ bearerAuth: [] }] };
  const deps = { db: app.db, jobs: app.jobs };

  r.get(
    jobPaths.list.pattern,
    {
      schema: {
        ...common,
        summary: 'Background jobs in one state (queued, active, failed or completed), paged (super admin only)',
        querystring: jobListQuerySchema,
        response: { 200: paginated(jobSchema) },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) => service.listJobs(deps, request.query),
  );

  r.post(
    jobPaths.retry.pattern,
    {
      schema: {
        ...common,
        summary: 'Queue a failed job again (super admin only)',
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) => service.retryJob(deps, request.params.id),
  );

  r.get(
    jobPaths.scheduled.pattern,
    {
      schema: {
        ...common,
        summary: 'The jobs that run on a schedule (super admin only)',
        response: { 200: z.object({ results: z.array(scheduledJobSchema) }) },
      },
      onRequest: app.requireSuperuser,
    },
    async () => service.listScheduledJobs(deps),
  );

  r.post(
    jobPaths.run.pattern,
    {
      schema: {
        ...common,
        summary: 'Run a scheduled job now, beside its schedule (super admin only)',
        params: jobNameParamsSchema,
        response: { 202: jobSchema },
      },
      onRequest: app.requireSuperuser,
    },
    async (request, reply) => reply.status(202).send(await service.runScheduledJob(deps, request.params.name)),
  );
}
