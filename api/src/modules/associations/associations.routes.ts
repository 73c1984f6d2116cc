import {
  ASSOCIATION_COVER_FIELD,
  ASSOCIATION_LOGO_FIELD,
  associationListItemSchema,
  associationListQuerySchema,
  associationSchema,
  associationUpdateSchema,
  idParamsSchema,
  paginated,
} from '@alumni/shared/contracts';
import type { AssociationListItem, Paginated } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCacheHook } from '../../lib/http-cache';
import { MicroCache } from '../../lib/micro-cache';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { replaceAssociationImage } from './association-images.service';
import * as service from './associations.service';

/**
 * How long a page of the public list is answered from memory (PUBLIC_LIST_CACHE_MS, default 1 s;
 * off under jest, whose suites change the data and read it back at once).
 */
const LIST_CACHE_MS = Number(process.env.PUBLIC_LIST_CACHE_MS ?? (process.env.NODE_ENV === 'test' ? 0 : 1000));
const listResponseSchema = paginated(associationListItemSchema);

/** The public association list and details; the admins' update, logo and cover. */
export async function associationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const listCache = new MicroCache(LIST_CACHE_MS);
  const tags = ['associations'];
  const admin = { tags, security: [{ bearerAuth: [] }] };

  r.get(
    '/associations/',
    {
      schema: {
        tags,
        summary: 'Associations by name (q or name: part of the name, any case), with their active member count',
        querystring: associationListQuerySchema,
        response: { 200: listResponseSchema },
      },
      onSend: publicCacheHook,
    },
    async (request, reply) => {
      const key = JSON.stringify(request.query);
      let body = LIST_CACHE_MS > 0 ? listCache.get(key) : undefined;
      if (body === undefined) {
        body = JSON.stringify(listResponseSchema.parse(await service.listAssociations(app.db, request.query)));
        if (LIST_CACHE_MS > 0) listCache.set(key, body);
      }
      // Already validated and serialized: a string payload is sent as it is (the typed reply expects the object).
      return reply.type('application/json; charset=utf-8').send(body as unknown as Paginated<AssociationListItem>);
    },
  );

  r.get(
    '/associations/:id/',
    { schema: { tags, summary: 'One association', params: idParamsSchema, response: { 200: associationSchema } }, onSend: publicCacheHook },
    async (request) => service.getAssociation(app.db, request.params.id),
  );

  r.patch(
    '/associations/:id/',
    {
      schema: {
        ...admin,
        summary: 'Update the association (its admins)',
        params: idParamsSchema,
        body: associationUpdateSchema,
        response: { 200: associationSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const updated = await service.updateAssociation(app.db, currentUser(request), request.params.id, request.body);
      listCache.clear();
      return updated;
    },
  );

  for (const [path, field, column] of [
    ['/associations/:id/logos/', ASSOCIATION_LOGO_FIELD, 'logo'],
    ['/associations/:id/covers/', ASSOCIATION_COVER_FIELD, 'cover'],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          ...admin,
          summary: `Replace the ${column} (its admins; multipart, field "${field}": JPEG, PNG, WebP or GIF up to 5 MB)`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: associationSchema },
        },
        onRequest: app.requireUser,
      },
      async (request) => {
        const updated = await replaceAssociationImage({ db: app.db, media: app.mediaStore }, currentUser(request), request.params.id, column, () =>
          readUploadedFile(request, field, 'Choose an image file to upload.'),
        );
        listCache.clear();
        return updated;
      },
    );
  }
}
