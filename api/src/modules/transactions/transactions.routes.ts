import {
  idParamsSchema,
  transactionApproveResponseSchema,
  transactionApproveSchema,
  transactionCreateResponseSchema,
  transactionCreateSchema,
  transactionListQuerySchema,
  transactionListSchema,
  transactionPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorizeByParams, currentUser } from '../../plugins/auth';
import { siteOriginsOf } from './checkout-urls';
import {
  approveOfflineTransaction,
  assertTransactionAdmin,
  createMembershipTransaction,
  listAssociationTransactions,
  listMyTransactions,
  type TransactionDeps,
} from './transactions.service';

export async function transactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: TransactionDeps = { db: app.db, config: app.config, gateway: app.paymentGateway, log: app.log };
  const common = { tags: ['transactions'], security: [{ bearerAuth: [] }] };

  r.post(
    transactionPaths.create.pattern,
    {
      schema: {
        ...common,
        summary:
          'Pay for your membership request: offline (pending until approved) or online (payment_url to open); 200 with the same payment while an online one is pending',
        body: transactionCreateSchema,
        response: { 200: transactionCreateResponseSchema, 201: transactionCreateResponseSchema },
      },
      // The one guard that needs the body: whose membership request it is (`membership_request`) is
      // known only from the body, so another user's request is a 404 after validation.
      onRequest: app.requireVerifiedEmail,
    },
    async (request, reply) => {
      const { isNew, ...created } = await createMembershipTransaction(
        deps,
        currentUser(request),
        request.body,
        siteOriginsOf(app.config, request),
      );
      return reply.status(isNew ? 201 : 200).send(created);
    },
  );

  r.patch(
    transactionPaths.approve.pattern,
    {
      schema: {
        ...common,
        summary: "Approve an offline payment (the association's admins): the membership is made",
        params: idParamsSchema,
        body: transactionApproveSchema,
        response: { 200: transactionApproveResponseSchema },
      },
      onRequest: app.requireUser,
      preValidation: authorizeByParams(idParamsSchema, (user, { id }) => assertTransactionAdmin(app.db, user, id)),
    },
    async (request) => approveOfflineTransaction(deps, currentUser(request), request.params.id, request.body),
  );

  r.get(
    transactionPaths.mine.pattern,
    {
      schema: {
        ...common,
        summary: 'Your membership transactions, newest first',
        querystring: transactionListQuerySchema,
        response: { 200: transactionListSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listMyTransactions(app.db, currentUser(request), request.query),
  );

  r.get(
    transactionPaths.ofAssociation.pattern,
    {
      schema: {
        ...common,
        summary:
          "An association's membership transactions (its admins), newest first; filter with offline= and success=",
        params: idParamsSchema,
        querystring: transactionListQuerySchema,
        response: { 200: transactionListSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listAssociationTransactions(app.db, currentUser(request), request.params.id, request.query),
  );
}
