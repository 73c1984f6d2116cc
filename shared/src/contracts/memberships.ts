import { z } from 'zod';
import {
  idParam,
  isoDate,
  numberError,
  numberInput,
  optionalText,
  paginated,
  paginationQuery,
  queryBoolean,
  requiredText,
} from './common';
import { DEFAULT_PAGE_SIZE, LIFETIME_MONTHS, TRANSACTION_STATUSES } from './constants';

export const membershipTypeBodySchema = z.object({
  name: requiredText('Name', 150),
  short_name: requiredText('Short name', 20),
  description: requiredText('Description', 5000),
  duration_month: z.preprocess(
    numberInput,
    z
      .number({ error: numberError('Duration in months') })
      .int('Duration in months must be a whole number')
      .min(1, 'Duration must be at least 1 month')
      .max(LIFETIME_MONTHS, 'Duration must be at most 1200 months (lifetime)'),
  ),
  fee: z.preprocess(
    numberInput,
    z
      .number({ error: numberError('Fee') })
      .min(0, 'Fee cannot be negative')
      .max(10_000_000, 'Fee is too large')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Fee can have at most two decimals'),
  ),
  alumni_association: idParam.optional(),
});
export type MembershipTypeBody = z.input<typeof membershipTypeBodySchema>;

export const membershipTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  fee: z.number(),
  duration_month: z.number(),
  alumni_association: z.number(),
  member_count: z.number(),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** Fields of POST /associations/{id}/membership-requests/ (JSON, or multipart with `proof_document`, a PDF). */
export const membershipRequestBodySchema = z.object({
  institute: requiredText('Institute', 200),
  batch: z
    .string({ error: 'Batch is required' })
    .trim()
    .min(1, 'Batch is required')
    .max(20, 'Batch must be at most 20 characters'),
  roll_number: requiredText('Roll number', 50),
  membership_type: idParam,
  offline: queryBoolean.optional(),
});
export type MembershipRequestBody = z.input<typeof membershipRequestBodySchema>;

export const membershipRequestSchema = z.object({
  id: z.number(),
  institute: z.string(),
  batch: z.string(),
  roll_number: z.string(),
  membership_type: z.number(),
  alumni_association: z.number(),
  proof_document: z.string().nullable(),
  created_at: z.string(),
});
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;

export const membershipSchema = z.object({
  id: z.number(),
  alumni_association: z.object({
    id: z.number(),
    name: z.string(),
    logo: z.string().nullable(),
    website: z.string().nullable(),
  }),
  institute: z.string(),
  batch: z.string(),
  roll_number: z.string(),
  membership_type: z.object({
    id: z.number(),
    name: z.string(),
    short_name: z.string(),
    fee: z.number(),
    duration_month: z.number(),
  }),
  serial: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /auth/user/memberships/ */
export const membershipListSchema = z.object({ results: z.array(membershipSchema) });
export type MembershipList = z.infer<typeof membershipListSchema>;

export const memberListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.members, 500).extend({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  batch: z.string().trim().max(20, 'Batch must be at most 20 characters').optional(),
});

// Transactions
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
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
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

export const certificateResponseSchema = z.object({ message: z.string() });
