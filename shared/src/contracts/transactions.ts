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
import { userSummarySchema } from './user-summary';

export * from './transactions.paths';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) =>
  dayPattern.test(v) && new Date(Date.parse(`${v}T00:00:00Z`)).toISOString().startsWith(v);
/** A Bangladeshi mobile number: 01XXXXXXXXX, with or without +880 / 880, spaces or dashes. */
export const BD_MOBILE = /^(?:\+?880|0)?1[3-9]\d{8}$/;

/**
 * What the member says of a payment made outside the site (with `offline: true`): the transaction id or
 * reference the provider gave (bKash TrxID, Nagad TxnId, a bank's reference), how and when they paid,
 * and the number they paid from. Each optional; the association's statement is matched on them.
 */
export const offlineClaimSchema = z.object({
  reference: optionalText('Transaction id', 100),
  method: optionalText('Paid through', 50),
  paid_on: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isRealDay(v), 'Date paid must be a real date (yyyy-MM-dd)')
    .transform((v) => v || undefined),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be at most 20 characters')
    .optional()
    .refine(
      (v) => !v || BD_MOBILE.test(v.replace(/[\s-]/g, '')),
      'Enter a Bangladeshi mobile number, such as 01712345678',
    )
    .transform((v) => v || undefined),
});
export type OfflineClaim = z.input<typeof offlineClaimSchema>;

export const transactionCreateSchema = z.object({
  membership_request: idParam,
  base_url: z
    .string({ error: 'base_url is required' })
    .trim()
    .min(1, 'base_url is required')
    .max(2000, 'base_url is too long')
    .pipe(z.url({ error: 'base_url must be an absolute URL' })),
  offline: z.boolean({ error: 'offline must be true or false' }).default(false),
  /** Only with offline: true. */
  claim: offlineClaimSchema.optional(),
});
export type TransactionCreate = z.input<typeof transactionCreateSchema>;

export const transactionCreateResponseSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  payment_url: z.string().nullable(),
});
export type TransactionCreated = z.infer<typeof transactionCreateResponseSchema>;

export const transactionSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
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
  /** The membership request paid; null for an event ticket (see `event`). */
  membership_request: z
    .object({
      id: z.number(),
      alumni_association: z.object({ id: z.number(), name: z.string() }),
      membership_type: z.object({ id: z.number(), name: z.string() }),
      /** The membership this payment renews; null for a first application. */
      renewal_of: z.number().nullable(),
    })
    .nullable(),
  /** An event ticket's event and RSVP (issue 38); null or absent for a membership payment. */
  event: z
    .object({
      id: z.number(),
      title: z.string(),
      starts_at: z.string(),
      rsvp: z.number(),
      alumni_association: z.object({ id: z.number(), name: z.string() }),
    })
    .nullable()
    .optional(),
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
  /** The membership made; null when the payment was an event ticket (then `event_rsvp`). */
  membership: z.object({ id: z.number(), serial: z.number() }).nullable(),
  /** The RSVP the ticket paid for (now going and paid); absent for a membership payment. */
  event_rsvp: z.object({ id: z.number(), event: z.number(), status: z.string() }).optional(),
});
export type TransactionApproveResponse = z.infer<typeof transactionApproveResponseSchema>;
