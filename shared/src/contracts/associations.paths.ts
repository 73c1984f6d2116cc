import { apiPath, type Call } from './api-path';
import type { Association, AssociationListItem, AssociationPatch } from './associations';
import type { Paginated } from './common';

/** An image upload: multipart, the file in ASSOCIATION_LOGO_FIELD or ASSOCIATION_COVER_FIELD. */
type ImageUpload = { post: Call<Association, FormData> };

export const associationPaths = {
  list: apiPath('/associations/').calls<{ get: Call<Paginated<AssociationListItem>> }>(),
  one: apiPath('/associations/:id/').calls<{ get: Call<Association>; patch: Call<Association, AssociationPatch> }>(),
  logo: apiPath('/associations/:id/logos/').calls<ImageUpload>(),
  cover: apiPath('/associations/:id/covers/').calls<ImageUpload>(),
};
