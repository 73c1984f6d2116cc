import { apiPath, type Call } from './api-path';
import type {
  TransactionApprove,
  TransactionApproveResponse,
  TransactionCreate,
  TransactionCreated,
  TransactionList,
} from './transactions';

export const transactionPaths = {
  create: apiPath('/transactions/memberships/').calls<{ post: Call<TransactionCreated, TransactionCreate> }>(),
  approve: apiPath('/transactions/memberships/:id/approve/').calls<{
    patch: Call<TransactionApproveResponse, TransactionApprove>;
  }>(),
  mine: apiPath('/auth/user/transactions/memberships/').calls<{ get: Call<TransactionList> }>(),
  /** Association `:id`'s transactions, for its admins. */
  ofAssociation: apiPath('/associations/:id/transactions/memberships/').calls<{ get: Call<TransactionList> }>(),
};
