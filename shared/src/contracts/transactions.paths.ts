import { apiPath } from './api-path';

export const transactionPaths = {
  create: apiPath('/transactions/memberships/'),
  approve: apiPath('/transactions/memberships/:id/approve/'),
  mine: apiPath('/auth/user/transactions/memberships/'),
  /** Association `:id`'s transactions, for its admins. */
  ofAssociation: apiPath('/associations/:id/transactions/memberships/'),
};
