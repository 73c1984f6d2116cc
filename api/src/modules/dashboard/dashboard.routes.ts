import { associationDashboardSchema, dashboardPaths, idParamsSchema } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getDashboard } from './dashboard.service';

/** `now`: the clock the dashboard's "today" and "this month" come from (tests set it). */
export type DashboardRouteOptions = { now?: () => Date };

export async function dashboardRoutes(app: FastifyInstance, options: DashboardRouteOptions) {
  const now = options.now ?? (() => new Date());
  app.withTypeProvider<ZodTypeProvider>().get(
    dashboardPaths.one.pattern,
    {
      schema: {
        tags: ['associations'],
        security: [{ bearerAuth: [] }],
        summary:
          "The association's dashboard (its admins): active and expiring members, pending offline approvals, new members and revenue of the last 12 months",
        params: idParamsSchema,
        response: { 200: associationDashboardSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => getDashboard(app.db, currentUser(request), request.params.id, now()),
  );
}
