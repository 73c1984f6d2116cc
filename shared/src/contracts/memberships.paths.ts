import { apiPath, type Call } from './api-path';
import type { MembershipList, MembershipRenew, MembershipRequest, MembershipRequestBody } from './memberships';
import type { TransactionCreated } from './transactions';

export const membershipPaths = {
  /** Apply for membership of association `:id`: JSON, or multipart with the proof PDF. */
  apply: apiPath('/associations/:id/membership-requests/').calls<{
    post: Call<MembershipRequest, MembershipRequestBody | FormData>;
  }>(),
  proofDocument: apiPath('/membership-requests/:id/proof-document/').calls<{ get: Call<Blob> }>(),
  mine: apiPath('/auth/user/memberships/').calls<{ get: Call<MembershipList> }>(),
  /** Renew membership `:id` (its holder): answers the transaction to pay, like POST /transactions/memberships/. */
  renew: apiPath('/memberships/:id/renew/').calls<{ post: Call<TransactionCreated, MembershipRenew> }>(),
};
