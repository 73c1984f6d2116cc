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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCacheHook } from '../../lib/http-cache';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/auth';
import { replaceAssociationImage } from './association-images.service';
import * as service from './associations.service';

/** The public association list and details; the admins' update, logo and cover. */
export async function associationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['associations'];
  const admin = { tags, security: [{ bearerAuth: [] }] };

  r.get(
    '/associations/',
    {
      schema: {
        tags,
        summary: 'Associations by name (q or name: part of the name, any case), with their active member count',
        querystring: associationListQuerySchema,
        response: { 200: paginated(associationListItemSchema) },
      },
      onSend: publicCacheHook,
    },
    async (request) => service.listAssociations(app.db, request.query),
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
    async (request) => service.updateAssociation(app.db, currentUser(request), request.params.id, request.body),
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
      async (request) =>
        replaceAssociationImage({ db: app.db, media: app.mediaStore }, currentUser(request), request.params.id, column, () =>
          readUploadedFile(request, field, 'Choose an image file to upload.'),
        ),
    );
  }
}
