import { apiPath, type Call } from './api-path';
import type { AssociationDashboard } from './dashboard';

/** The admin's dashboard of one association (its admins and the super admin). */
export const dashboardPaths = {
  one: apiPath('/associations/:id/dashboard/').calls<{ get: Call<AssociationDashboard> }>(),
};
