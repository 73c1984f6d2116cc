import {
  idParamsSchema,
  paginated,
  registrationApproveSchema,
  registrationRefuseSchema,
  registrationRequestBodySchema,
  registrationRequestListQuerySchema,
  registrationRequestSchema,
  registrationRequestPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import * as service from './registration-requests.service';

/** Applications to register a new association, and their approval by the super admin. */
export async function registrationRequestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['association registration'], security: [{ bearerAuth: [] }] };
  // Who is calling is settled before the body is read: anonymous is a 401 whatever it sent.
  const signedIn = { onRequest: app.requireUser };
  const decisions: service.DecisionDeps = {
    db: app.db,
    notices: app.accounts.notices,
    publicOrigin: app.config.publicOrigin,
  };

  r.post(
    registrationRequestPaths.list.pattern,
    {
      schema: {
        ...common,
        summary: 'Apply to register a new association',
        body: registrationRequestBodySchema,
        response: { 201: registrationRequestSchema },
      },
      // Registering an association needs a confirmed address when EMAIL_VERIFICATION=mandatory.
      onRequest: app.requireVerifiedEmail,
    },
    async (request, reply) =>
      reply.status(201).send(await service.createRegistrationRequest(app.db, currentUser(request), request.body)),
  );

  r.get(
    registrationRequestPaths.list.pattern,
    {
      schema: {
        ...common,
        summary: 'Registration requests, newest first: all for the super admin, your own for anyone else',
        querystring: registrationRequestListQuerySchema,
        response: { 200: paginated(registrationRequestSchema) },
      },
      ...signedIn,
    },
    async (request) => service.listRegistrationRequests(app.db, currentUser(request), request.query),
  );

  r.get(
    registrationRequestPaths.one.pattern,
    {
      schema: {
        ...common,
        summary: 'One registration request (yours, or any for the super admin)',
        params: idParamsSchema,
        response: { 200: registrationRequestSchema },
      },
      ...signedIn,
    },
    async (request) => service.getRegistrationRequest(app.db, currentUser(request), request.params.id),
  );

  r.patch(
    registrationRequestPaths.one.pattern,
    {
      schema: {
        ...common,
        summary: 'Approve: creates the association with the applicant as its admin and mails them (super admin only)',
        params: idParamsSchema,
        body: registrationApproveSchema,
        response: { 200: registrationRequestSchema },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) => service.approveRegistrationRequest(decisions, currentUser(request), request.params.id),
  );

  r.post(
    registrationRequestPaths.refuse.pattern,
    {
      schema: {
        ...common,
        summary: 'Refuse a pending request and mail the applicant, with the reason when given (super admin only)',
        params: idParamsSchema,
        body: registrationRefuseSchema,
        response: { 200: registrationRequestSchema },
      },
      onRequest: app.requireSuperuser,
    },
    async (request) =>
      service.refuseRegistrationRequest(decisions, currentUser(request), request.params.id, request.body.reason),
  );
}
