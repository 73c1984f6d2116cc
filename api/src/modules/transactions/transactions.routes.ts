import {
  eventPaths,
  eventPaySchema,
  idParamsSchema,
  membershipPaths,
  membershipRenewSchema,
  transactionApproveResponseSchema,
  transactionApproveSchema,
  transactionCreateResponseSchema,
  transactionCreateSchema,
  transactionListQuerySchema,
  transactionListSchema,
  transactionPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorizeByParams, currentUser, loadByParams, type RequestUser } from '../../plugins/auth';
import { assertMembershipHolder } from '../memberships';
import { siteOriginsOf, type SiteOrigins } from './checkout-urls';
import {
  approveOfflineTransaction,
  createEventTicketTransaction,
  findTransactionForAdmin,
  createMembershipTransaction,
  type CreateOutcome,
  listAssociationTransactions,
  listMyTransactions,
  renewMembership,
  transactionDepsOf,
} from './transactions.service';

/** A payment's answer: 201 with a new charge, 200 with the open one answered again. */
const chargeResponse = { 200: transactionCreateResponseSchema, 201: transactionCreateResponseSchema };
async function answerCharge(
  request: FastifyRequest,
  reply: FastifyReply,
  pay: (user: RequestUser, site: SiteOrigins) => Promise<CreateOutcome>,
) {
  const { isNew, ...created } = await pay(currentUser(request), siteOriginsOf(request.server.config, request));
  return reply.status(isNew ? 201 : 200).send(created);
}

export async function transactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = transactionDepsOf(app);
  const common = { tags: ['transactions'], security: [{ bearerAuth: [] }] };
  // The transaction is read and its admin checked once, before the body is validated.
  const approving = loadByParams(idParamsSchema, (user, { id }) => findTransactionForAdmin(app.db, user, id));

  r.post(
    transactionPaths.create.pattern,
    {
      schema: {
        ...common,
        summary:
          'Pay for your membership request: offline (pending until approved) or online (payment_url to open); 200 with the same payment while an online one is pending',
        body: transactionCreateSchema,
        response: chargeResponse,
      },
      // The one guard that needs the body: whose membership request it is (`membership_request`) is
      // known only from the body, so another user's request is a 404 after validation.
      onRequest: app.requireVerifiedEmail,
    },
    async (request, reply) =>
      answerCharge(request, reply, (user, site) => createMembershipTransaction(deps, user, request.body, site)),
  );

  // Here, not in memberships: a renewal answers its charge like the route above (memberships never imports transactions).
  r.post(
    membershipPaths.renew.pattern,
    {
      schema: {
        tags: ['memberships'],
        security: common.security,
        summary:
          'Renew your expiring or expired membership (same or another active type of its association): answers the transaction to pay, like paying for an application',
        params: idParamsSchema,
        body: membershipRenewSchema,
        response: chargeResponse,
      },
      onRequest: app.requireVerifiedEmail,
      preValidation: authorizeByParams(idParamsSchema, (user, { id }) => assertMembershipHolder(app.db, user, id)),
    },
    async (request, reply) =>
      answerCharge(request, reply, (user, site) => renewMembership(deps, user, request.params.id, request.body, site)),
  );

  // Here, not in events: a ticket is paid like a membership request (events never imports transactions).
  r.post(
    eventPaths.pay.pattern,
    {
      schema: {
        tags: ['events'],
        security: common.security,
        summary:
          'Pay the ticket of your going place at a paid event: offline (pending until an admin approves it) or online (payment_url; the place is held 30 minutes); 200 with the same payment while one is open',
        params: idParamsSchema,
        body: eventPaySchema,
        response: chargeResponse,
      },
      onRequest: app.requireVerifiedEmail,
    },
    async (request, reply) =>
      answerCharge(request, reply, (user, site) =>
        createEventTicketTransaction(deps, user, request.params.id, request.body, site),
      ),
  );

  r.patch(
    transactionPaths.approve.pattern,
    {
      schema: {
        ...common,
        summary:
          "Approve an offline payment (the association's admins): the membership is made, or an event ticket paid",
        params: idParamsSchema,
        body: transactionApproveSchema,
        response: { 200: transactionApproveResponseSchema },
      },
      onRequest: app.requireUser,
      preValidation: approving.guard,
    },
    async (request) => approveOfflineTransaction(deps, currentUser(request), approving.loaded(request), request.body),
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
