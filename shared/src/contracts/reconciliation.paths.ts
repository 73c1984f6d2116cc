import { apiPath, type Call } from './api-path';
import type { BulkApprove, BulkApproveResponse, Reconciliation } from './reconciliation';

export const reconciliationPaths = {
  /** POST multipart `file` (+ layout fields): 200 with the matches when read at once, 202 while a job reads it. */
  upload: apiPath('/associations/:id/transactions/memberships/reconcile/').calls<{
    post: Call<Reconciliation, FormData>;
  }>(),
  /** One upload: its progress, then its matches and unmatched lines (polled while it runs). */
  one: apiPath('/associations/:id/transactions/memberships/reconcile/:reconciliationId/').calls<{
    get: Call<Reconciliation>;
  }>(),
  /** Approves the chosen lines' proposed payments, each as a single approval. */
  approve: apiPath('/associations/:id/transactions/memberships/reconcile/:reconciliationId/approve/').calls<{
    post: Call<BulkApproveResponse, BulkApprove>;
  }>(),
};
