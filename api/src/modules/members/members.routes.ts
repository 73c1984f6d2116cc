import {
  idParamsSchema,
  memberListQuerySchema,
  membershipSchema,
  paginated,
  memberPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_TYPE, sendAttachment } from '../../lib/attachments';
import { today } from '../../lib/business-dates';
import { currentUser } from '../../plugins/auth';
import * as service from './members.service';

/** Same filters as the list; the export has no paging. */
const exportQuerySchema = memberListQuerySchema.pick({ name: true, batch: true, status: true });

/** An association's members, for its admins: a page at a time, or all of them as CSV. */
export async function memberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['members'], security: [{ bearerAuth: [] }] };

  r.get(
    memberPaths.list.pattern,
    {
      schema: {
        ...common,
        summary:
          'Members by serial or end date (its admins): name = part of first, last or full name; batch = exact; status = active, expiring, expired or lifetime (Asia/Dhaka dates)',
        params: idParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: paginated(membershipSchema) },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      service.listMembers(app.db, currentUser(request), request.params.id, request.query, today(app.clock())),
  );

  r.get(
    memberPaths.exportCsv.pattern,
    {
      schema: {
        ...common,
        summary: 'All matching members as CSV (UTF-8 with BOM, opens in Excel)',
        params: idParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const csv = await service.exportMembersCsv(
        app.db,
        currentUser(request),
        request.params.id,
        request.query,
        today(app.clock()),
      );
      const filename = `members-${request.params.id}-${today()}.csv`;
      return sendAttachment(reply, { contentType: CSV_TYPE, filename, body: csv, cacheControl: 'no-store' });
    },
  );
}
