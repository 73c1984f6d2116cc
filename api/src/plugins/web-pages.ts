import type { PageData } from '@alumni/web';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../lib/errors';
import type { PublicAssociations } from '../modules/associations';
import { getPublicUser } from '../modules/users';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof NotFoundError) return null;
  throw error;
};

/**
 * The data of the site's pages (@alumni/web), from the API's own services: what the public JSON answers
 * show. The associations come from the reads the JSON routes use (the same short cache); a public profile
 * page counts against its own per-address limit, as large as the profile API's (each page then reads the
 * profile once more through the API).
 */
export function webPageData(app: FastifyInstance, associations: PublicAssociations): PageData {
  const { publicProfilePerIp, publicProfileWindowMs } = app.limits.values;
  const profilePages = app.limits.perAddress('public-profile-page-ip', publicProfilePerIp, publicProfileWindowMs);
  return {
    association: (id) => associations.find(id),
    associations: () => associations.names(),
    async publicUser(handle, request) {
      await profilePages.onRequest(request);
      return getPublicUser(app.db, handle).catch(nullWhenNotFound);
    },
  };
}
