import {
  idParam,
  membershipTypeBodySchema,
  membershipTypePatchSchema,
  membershipTypeSchema,
  messageSchema,
  membershipTypePaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { associationAdminsOnly } from '../associations';
import * as service from './membership-types.service';

const associationParams = z.object({ id: idParam });
const typeParams = z.object({ id: idParam, mid: idParam });

/** The membership types an association offers: anyone reads them, its admins manage them. */
export async function membershipTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['membership types'];
  const admin = { tags, security: [{ bearerAuth: [] }] };

  r.get(
    membershipTypePaths.list.pattern,
    {
      schema: {
        tags,
        summary: 'Membership types on offer, shortest then cheapest first',
        params: associationParams,
        response: { 200: z.object({ results: z.array(membershipTypeSchema) }) },
      },
    },
    async (request) => service.listMembershipTypes(app.db, request.params.id),
  );

  r.get(
    membershipTypePaths.one.pattern,
    {
      schema: {
        tags,
        summary: 'One membership type on offer',
        params: typeParams,
        response: { 200: membershipTypeSchema },
      },
    },
    async (request) => service.getMembershipType(app.db, request.params.id, request.params.mid),
  );

  r.post(
    membershipTypePaths.list.pattern,
    {
      schema: {
        ...admin,
        summary: 'Add a membership type (its admins)',
        params: associationParams,
        body: membershipTypeBodySchema,
        response: { 201: membershipTypeSchema },
      },
      ...associationAdminsOnly(app),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createMembershipType(app.db, currentUser(request), request.params.id, request.body)),
  );

  r.patch(
    membershipTypePaths.one.pattern,
    {
      schema: {
        ...admin,
        summary: 'Change a membership type (its admins; any subset of the fields)',
        params: typeParams,
        body: membershipTypePatchSchema,
        response: { 200: membershipTypeSchema },
      },
      ...associationAdminsOnly(app),
    },
    async (request) =>
      service.updateMembershipType(app.db, currentUser(request), request.params.id, request.params.mid, request.body),
  );

  r.delete(
    membershipTypePaths.one.pattern,
    {
      schema: {
        ...admin,
        summary: 'Delete a membership type (204), or retire it when members hold it (200 with a message)',
        params: typeParams,
        response: { 200: messageSchema, 204: z.null().describe('Deleted') },
      },
      ...associationAdminsOnly(app),
    },
    async (request, reply) => {
      const outcome = await service.deleteMembershipType(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.mid,
      );
      if (outcome.retired) return reply.status(200).send({ message: outcome.message });
      return reply.status(204).send(null);
    },
  );
}
