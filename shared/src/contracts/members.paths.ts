import { apiPath } from './api-path';

/** An association's members, for its admins. */
export const memberPaths = {
  list: apiPath('/associations/:id/memberships/'),
  exportCsv: apiPath('/associations/:id/memberships/export.csv'),
};
