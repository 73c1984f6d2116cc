import { idParamsSchema } from '@alumni/shared/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { authorizeByParams, currentUser } from '../../plugins/auth';

/** The five calls of one kind of record a user owns; each service call is scoped to the caller. */
type OwnedRecordService<Body, Patch, Item> = {
  list(db: Kysely<DB>, userId: number): Promise<Item[]>;
  get(db: Kysely<DB>, userId: number, id: number): Promise<Item>;
  create(db: Kysely<DB>, userId: number, body: Body): Promise<Item>;
  update(db: Kysely<DB>, userId: number, id: number, patch: Patch): Promise<Item>;
  remove(db: Kysely<DB>, userId: number, id: number): Promise<void>;
};

type OwnedRecordRoutes<B extends z.ZodType, P extends z.ZodType, I extends z.ZodType> = {
  /** The list's and one record's route patterns (profilePaths in the contracts). */
  paths: { list: { pattern: string }; one: { pattern: string } };
  /** e.g. 'education', for the route summaries */
  noun: string;
  body: B;
  patch: P;
  item: I;
  /** `{ results: item[] }` */
  list: z.ZodType;
  service: OwnedRecordService<z.output<B>, z.output<P>, z.output<I>>;
};

/**
 * GET list, POST, GET one, PATCH, DELETE at `paths`, signed-in users only. Another user's id
 * answers 404 from the service, the same as an id that does not exist.
 */
export function registerOwnedRecordRoutes<B extends z.ZodType, P extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  { paths, noun, body, patch, item, list, service }: OwnedRecordRoutes<B, P, I>,
) {
  // The schemas validate every request; the type provider cannot follow generic schemas, so the
  // validated values are typed here, once, from the same schemas.
  const input = (request: FastifyRequest) => ({
    userId: currentUser(request).id,
    id: (request.params as { id: number }).id,
    body: request.body as z.output<B> & z.output<P>,
  });
  const withDocs = (parts: FastifySchema): FastifySchema => ({
    tags: ['profile'],
    security: [{ bearerAuth: [] }],
    ...parts,
  });
  const onRequest = app.requireUser;
  const one = paths.one.pattern;
  // Another user's record is a 404 before the body is validated.
  const preValidation = authorizeByParams(idParamsSchema, async (user, { id }) => {
    await service.get(app.db, user.id, id);
  });

  app.get(
    paths.list.pattern,
    { schema: withDocs({ summary: `Your ${noun} records`, response: { 200: list } }), onRequest },
    async (request) => ({ results: await service.list(app.db, currentUser(request).id) }),
  );

  app.post(
    paths.list.pattern,
    { schema: withDocs({ summary: `Add a ${noun}`, body, response: { 201: item } }), onRequest },
    async (request, reply) => {
      const { userId, body } = input(request);
      return reply.code(201).send(await service.create(app.db, userId, body));
    },
  );

  app.get(
    one,
    {
      schema: withDocs({ summary: `One of your ${noun} records`, params: idParamsSchema, response: { 200: item } }),
      onRequest,
    },
    async (request) => {
      const { userId, id } = input(request);
      return service.get(app.db, userId, id);
    },
  );

  app.patch(
    one,
    {
      schema: withDocs({
        summary: `Change the fields sent of a ${noun}`,
        params: idParamsSchema,
        body: patch,
        response: { 200: item },
      }),
      onRequest,
      preValidation,
    },
    async (request) => {
      const { userId, id, body } = input(request);
      return service.update(app.db, userId, id, body);
    },
  );

  app.delete(
    one,
    {
      schema: withDocs({ summary: `Delete a ${noun}`, params: idParamsSchema, response: { 204: z.null() } }),
      onRequest,
    },
    async (request, reply) => {
      const { userId, id } = input(request);
      await service.remove(app.db, userId, id);
      return reply.code(204).send(null);
    },
  );
}
