import {
  bulkApproveResponseSchema,
  bulkApproveSchema,
  idParamsSchema,
  reconcileParamsSchema,
  reconciliationPaths,
  reconciliationSchema,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorizeByParams, currentUser } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import { assertAssociationAdmin } from '../associations';
import { transactionDepsOf } from '../transactions';
import { bulkApprove, getReconciliation, startReconciliation, type ReconcileDeps } from './reconciliation.service';
import { readStatementUpload } from './statement-upload';

export async function reconciliationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: ReconcileDeps = { ...transactionDepsOf(app), storage: app.storage, jobs: app.jobs };
  const common = { tags: ['transactions'], security: [{ bearerAuth: [] }] };
  // The association's admins only (another association's: 404), checked before the body is read.
  const admins = authorizeByParams(idParamsSchema, (user, { id }) => assertAssociationAdmin(app.db, user, id));

  await withUploads(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      reconciliationPaths.upload.pattern,
      {
        schema: {
          ...common,
          summary:
            'Reconcile offline payments from a bKash, Nagad or bank statement (multipart "file", CSV or XLSX up to 10 MB and 20,000 rows; "layout" auto|bkash|nagad|bank|generic, and for generic date_column, amount_column, reference_column, phone_column, trx_id_column): 200 with matches and unmatched lines, or 202 while a job reads a large one (poll its address)',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: reconciliationSchema, 202: reconciliationSchema },
        },
        onRequest: app.requireUser,
        preValidation: admins,
      },
      async (request, reply) => {
        const upload = await readStatementUpload(request);
        const { reconciliation, queued } = await startReconciliation(
          deps,
          currentUser(request),
          request.params.id,
          upload,
        );
        return reply.status(queued ? 202 : 200).send(reconciliation);
      },
    );
  });

  r.get(
    reconciliationPaths.one.pattern,
    {
      schema: {
        ...common,
        summary: 'A statement upload: its progress (rows done of rows in all), then its matches and unmatched lines',
        params: reconcileParamsSchema,
        response: { 200: reconciliationSchema },
      },
      onRequest: app.requireUser,
      preValidation: admins,
    },
    async (request) =>
      getReconciliation(app.db, currentUser(request), request.params.id, request.params.reconciliationId),
  );

  r.post(
    reconciliationPaths.approve.pattern,
    {
      schema: {
        ...common,
        summary:
          "Approve the proposed payments of the chosen statement lines, each exactly as a single approval (serial, membership, the member's mail) in its own transaction; answers which were approved and which not, and why",
        params: reconcileParamsSchema,
        body: bulkApproveSchema,
        response: { 200: bulkApproveResponseSchema },
      },
      onRequest: app.requireUser,
      preValidation: admins,
    },
    async (request) =>
      bulkApprove(deps, currentUser(request), request.params.id, request.params.reconciliationId, request.body.lines),
  );
}
