import {
  ASSOCIATION_COVER_FIELD,
  ASSOCIATION_LOGO_FIELD,
  associationListQuerySchema,
  associationSchema,
  associationPatchSchema,
  idParamsSchema,
  associationPaths,
} from '@alumni/shared/contracts';
import type { Association, AssociationListItem, Paginated } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublicAnswer } from '@alumni/web';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { withUploads } from '../../plugins/uploads';
import { associationAdminsOnly } from './association-access';
import { replaceAssociationImage } from './association-images.service';
import * as service from './associations.service';
import { listResponseSchema, type PublicAssociations } from './public-associations';

/**
 * The public association list and details (kept in memory a moment: `reads`, shared with the site's pages);
 * the admins' update, logo and cover.
 */
export async function associationRoutes(app: FastifyInstance, { reads }: { reads: PublicAssociations }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = () => reads.changed();
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
      const answer = await reads.list(request.query);
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
      const { answer } = await reads.one(request.params.id);
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
      ...associationAdminsOnly(app),
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
          ...associationAdminsOnly(app),
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
