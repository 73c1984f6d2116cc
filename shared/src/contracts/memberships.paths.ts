import { apiPath } from './api-path';

export const membershipPaths = {
  /** Apply for membership of association `:id`. */
  apply: apiPath('/associations/:id/membership-requests/'),
  proofDocument: apiPath('/membership-requests/:id/proof-document/'),
  mine: apiPath('/auth/user/memberships/'),
};
