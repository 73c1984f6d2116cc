import { z } from 'zod';

export * from './payments.paths';

/** The gateway's reference of one transaction, in the checkout and callback paths. */
export const paymentReferenceParamsSchema = z.object({ transaction_id: z.string().trim().min(1).max(64) });
export const sslCommerzResultParamsSchema = paymentReferenceParamsSchema.extend({
  result: z.enum(['success', 'fail', 'cancel']),
});
