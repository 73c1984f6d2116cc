import {
  idParamsSchema,
  membershipListSchema,
  membershipRequestSchema,
  membershipPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachments';
import { today } from '../../lib/business-dates';
import { currentUser } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import { readMembershipRequestForm } from './membership-request-form';
import { createMembershipRequest, getProofDocument, type MembershipRequestDeps } from './membership-requests.service';
import { listMyMemberships } from './memberships.service';
import { ProofStore } from './proof-store';

export async function membershipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MembershipRequestDeps = { db: app.db, proofs: new ProofStore(app.storage) };
  const common = { tags: ['memberships'], security: [{ bearerAuth: [] }] };

  // JSON or multipart: the multipart parser lives in a scope of its own (see withUploads).
  await withUploads(app, (scope) => {
    const u = scope.withTypeProvider<ZodTypeProvider>();
    u.post(
      membershipPaths.apply.pattern,
      {
        schema: {
          ...common,
          summary: 'Apply for a membership (JSON, or multipart with an optional PDF in "proof_document")',
          description:
            'Fields: institute, batch, roll_number, membership_type (a type of this association), offline. ' +
            'The proof document is private: only the applicant and the association admins can download it.',
          consumes: ['application/json', 'multipart/form-data'],
          params: idParamsSchema,
          response: { 201: membershipRequestSchema },
        },
        onRequest: app.requireVerifiedEmail,
      },
      async (request, reply) => {
        const { input, proof } = await readMembershipRequestForm(request);
        const created = await createMembershipRequest(deps, currentUser(request), request.params.id, input, proof);
        return reply.status(201).send(created);
      },
    );
  });

  r.get(
    membershipPaths.proofDocument.pattern,
    {
      schema: {
        ...common,
        summary: 'Download the proof document (the applicant and the association admins)',
        params: idParamsSchema,
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { document, filename } = await getProofDocument(deps, currentUser(request), request.params.id);
      return sendAttachment(reply, {
        contentType: 'application/pdf',
        filename,
        body: document.body,
        contentLength: document.contentLength,
      });
    },
  );

  r.get(
    membershipPaths.mine.pattern,
    {
      schema: { ...common, summary: 'Your memberships, newest first', response: { 200: membershipListSchema } },
      onRequest: app.requireUser,
    },
    async (request) => listMyMemberships(app.db, currentUser(request).id, app.config.publicOrigin, today(app.clock())),
  );
}
