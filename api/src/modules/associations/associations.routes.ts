import {
  ASSOCIATION_COVER_FIELD,
  ASSOCIATION_LOGO_FIELD,
  associationListItemSchema,
  associationListQuerySchema,
  associationSchema,
  associationPatchSchema,
  idParamsSchema,
  paginated,
  associationPaths,
} from '@alumni/shared/contracts';
import type { Association, AssociationListItem, Paginated } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAnswer, sendPublicAnswer, type PublicAnswer } from '../../lib/http-cache';
import { MicroCache } from '../../lib/micro-cache';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import { associationAdminsOnly } from './association-access';
import { replaceAssociationImage } from './association-images.service';
import * as service from './associations.service';

const listResponseSchema = paginated(associationListItemSchema);

/**
 * The public association list and details; the admins' update, logo and cover. The public answers are
 * checked against their schemas (as the serializer would), serialized and tagged once, then kept for
 * `config.publicCacheMs` (see MicroCache): a cached answer costs no query, no validation and no hashing.
 */
export async function associationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cacheMs = app.config.publicCacheMs ?? 0;
  const listCache = new MicroCache<PublicAnswer>(cacheMs);
  const detailCache = new MicroCache<PublicAnswer>(cacheMs);
  const changed = () => {
    listCache.clear();
    detailCache.clear();
  };
  const tags = ['associations'];
  const admin = { tags, security: [{ bearerAuth: [] }] };

  r.get(
    associationPaths.list.pattern,
    {
      schema: {
        tags,
        summary: 'Associations by name (q or name: part of the name, any case), with their active member count',
        querystring: associationListQuerySchema,
        response: { 200: listResponseSchema },
      },
      config: { publicAnswer: true },
    },
    async (request, reply) => {
      const key = JSON.stringify(request.query);
      const answer =
        listCache.get(key) ??
        listCache.set(
          key,
          publicAnswer(z.encode(listResponseSchema, await service.listAssociations(app.db, request.query))),
        );
      return sendPublicAnswer<Paginated<AssociationListItem>>(request, reply, answer);
    },
  );

  r.get(
    associationPaths.one.pattern,
    {
      schema: { tags, summary: 'One association', params: idParamsSchema, response: { 200: associationSchema } },
      config: { publicAnswer: true },
    },
    async (request, reply) => {
      const key = String(request.params.id);
      const answer =
        detailCache.get(key) ??
        detailCache.set(
          key,
          publicAnswer(z.encode(associationSchema, await service.getAssociation(app.db, request.params.id))),
        );
      return sendPublicAnswer<Association>(request, reply, answer);
    },
  );

  r.patch(
    associationPaths.one.pattern,
    {
      schema: {
        ...admin,
        summary: 'Change the fields sent of the association (its admins)',
        params: idParamsSchema,
        body: associationPatchSchema,
        response: { 200: associationSchema },
      },
      onRequest: app.requireUser,
      preValidation: associationAdminsOnly(app.db),
    },
    async (request) => {
      const updated = await service.updateAssociation(app.db, currentUser(request), request.params.id, request.body);
      changed();
      return updated;
    },
  );

  // The uploads parse multipart in a scope of their own (see withUploads).
  await withUploads(app, (scope) => {
    const u = scope.withTypeProvider<ZodTypeProvider>();
    for (const [path, field, column] of [
      [associationPaths.logo.pattern, ASSOCIATION_LOGO_FIELD, 'logo'],
      [associationPaths.cover.pattern, ASSOCIATION_COVER_FIELD, 'cover'],
    ] as const) {
      u.post(
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
          preValidation: associationAdminsOnly(app.db),
        },
        async (request) => {
          const updated = await replaceAssociationImage(
            { db: app.db, media: app.mediaStore },
            currentUser(request),
            request.params.id,
            column,
            () => readUploadedFile(request, field, 'Choose an image file to upload.'),
          );
          changed();
          return updated;
        },
      );
    }
  });
}
