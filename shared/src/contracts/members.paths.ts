import { apiPath, type Call } from './api-path';
import type { Paginated } from './common';
import type { Membership } from './memberships';

/** An association's members, for its admins. */
export const memberPaths = {
  list: apiPath('/associations/:id/memberships/').calls<{ get: Call<Paginated<Membership>> }>(),
  exportCsv: apiPath('/associations/:id/memberships/export.csv').calls<{ get: Call<Blob> }>(),
};
