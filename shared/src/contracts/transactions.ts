import { z } from 'zod';
import {
  idParam,
  isoDate,
  numberInput,
  optionalText,
  paginated,
  paginationQuery,
  queryBoolean,
  requiredText,
} from './common';
import { DEFAULT_PAGE_SIZE, TRANSACTION_STATUSES } from './constants';

export * from './transactions.paths';

export const transactionCreateSchema = z.object({
  membership_request: idParam,
  base_url: z
    .string({ error: 'base_url is required' })
    .trim()
    .min(1, 'base_url is required')
    .max(2000, 'base_url is too long')
    .pipe(z.url({ error: 'base_url must be an absolute URL' })),
  offline: z.boolean({ error: 'offline must be true or false' }).default(false),
});
export type TransactionCreate = z.input<typeof transactionCreateSchema>;

export const transactionCreateResponseSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  payment_url: z.string().nullable(),
});

export const transactionSchema = z.object({
  id: z.number(),
  user: z.object({
    id: z.number(),
    /** For the link to the public profile. */
    public_handle: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  transaction_id: z.string(),
  platform_transaction_id: z.string().nullable(),
  transaction_date: z.string().nullable(),
  transaction_method: z.string().nullable(),
  created_at: z.string(),
  amount: z.number(),
  currency: z.string(),
  success: z.boolean(),
  status: z.enum(TRANSACTION_STATUSES),
  offline: z.boolean(),
  proof_document: z.string().nullable(),
  /** A second payment of a request already paid is given back: null on every other transaction. */
  refund: z
    .object({
      amount: z.number(),
      /** The payment provider's refund reference, once it gave one. */
      reference: z.string().nullable(),
      /** When the provider reported it refunded. */
      refunded_at: z.string().nullable(),
      /** Why it failed (refund_failed), or what held it up. */
      reason: z.string().nullable(),
    })
    .nullable(),
  membership_request: z.object({
    id: z.number(),
    alumni_association: z.object({ id: z.number(), name: z.string() }),
    membership_type: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /auth/user/transactions/memberships/ and GET /associations/{id}/transactions/memberships/ */
export const transactionListSchema = paginated(transactionSchema);
export type TransactionList = z.infer<typeof transactionListSchema>;

export const transactionListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.transactions).extend({
  offline: queryBoolean.optional(),
  success: queryBoolean.optional(),
});

export const transactionApproveSchema = z.object({
  platform_transaction_id: optionalText('Transaction id', 100),
  /** Only with the custom-serial checkbox ticked; missing, null or '' means the next serial. */
  membership_serial: z.preprocess(
    numberInput,
    z
      .number({ error: 'Membership serial must be a number' })
      .int('Membership serial must be a whole number')
      .min(1, 'Membership serial must be 1 or more')
      .max(99_999_999, 'Membership serial is too large')
      .optional(),
  ),
  transaction_date: isoDate('Transaction date'),
  transaction_method: requiredText('Transaction method', 50),
});
export type TransactionApprove = z.input<typeof transactionApproveSchema>;

/** PATCH /transactions/memberships/{id}/approve/: the approved transaction and the membership it made. */
export const transactionApproveResponseSchema = z.object({
  message: z.string(),
  transaction: transactionSchema,
  membership: z.object({ id: z.number(), serial: z.number() }),
});
export type TransactionApproveResponse = z.infer<typeof transactionApproveResponseSchema>;
