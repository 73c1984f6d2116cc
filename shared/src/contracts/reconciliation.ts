import { z } from 'zod';
import { optionalText } from './common';
import { userSummarySchema } from './user-summary';

export * from './reconciliation.paths';

/** The statement layouts read (api/src/modules/reconciliation/statement-layouts.ts describes each). */
export const STATEMENT_LAYOUTS = ['bkash', 'nagad', 'bank', 'generic'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];
export const STATEMENT_LAYOUT_LABELS: Record<StatementLayout, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  bank: 'Bank statement',
  generic: 'Other (name the columns)',
};
/** A statement file: at most this many bytes and rows (checked on the file's content). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;
/** At most this many lines approved by one bulk approval. */
export const BULK_APPROVE_MAX = 200;

/**
 * The form fields sent with the statement (multipart, beside `file`): the layout (`auto`: found from
 * the header row) and, for `generic`, the headers of the columns holding each value.
 */
export const reconcileFieldsSchema = z
  .object({
    layout: z
      .enum(['auto', ...STATEMENT_LAYOUTS], { error: 'Layout must be auto, bkash, nagad, bank or generic' })
      .default('auto'),
    date_column: optionalText('Date column', 100),
    amount_column: optionalText('Amount column', 100),
    reference_column: optionalText('Reference column', 100),
    phone_column: optionalText('Phone column', 100),
    trx_id_column: optionalText('Transaction id column', 100),
  })
  .superRefine((value, ctx) => {
    if (value.layout !== 'generic') return;
    for (const [field, label] of [
      ['date_column', 'Date column'],
      ['amount_column', 'Amount column'],
      ['reference_column', 'Reference column'],
    ] as const)
      if (!value[field])
        ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required for another layout` });
  });
export type ReconcileFields = z.input<typeof reconcileFieldsSchema>;

export const statementLineSchema = z.object({
  id: z.number(),
  row: z.number(),
  trx_id: z.string().nullable(),
  reference: z.string().nullable(),
  amount: z.number(),
  paid_on: z.string(),
  payer_phone: z.string().nullable(),
  description: z.string().nullable(),
  /** The payment this line settled (by this upload or an earlier one), or null. */
  settled_transaction_id: z.number().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A pending offline payment as the member claimed it. */
export const claimedPaymentSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
  user: userSummarySchema,
  membership_type: z.string(),
  claim: z.object({
    reference: z.string().nullable(),
    method: z.string().nullable(),
    paid_on: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type ClaimedPayment = z.infer<typeof claimedPaymentSchema>;

export const MATCH_KINDS = ['reference', 'amount_date_phone'] as const;

export const statementMatchSchema = z.object({
  line: statementLineSchema,
  transaction: claimedPaymentSchema,
  kind: z.enum(MATCH_KINDS),
  /** Why it was proposed, for the admin to read. */
  reason: z.string(),
  /** proposed: can be approved; approved: this line settled this payment; stale: no longer pending or settled otherwise. */
  state: z.enum(['proposed', 'approved', 'stale']),
});
export type StatementMatch = z.infer<typeof statementMatchSchema>;

export const RECONCILIATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** POST .../reconcile/ (200 when read at once, 202 queued) and GET .../reconcile/{id}/. */
export const reconciliationSchema = z.object({
  id: z.number(),
  status: z.enum(RECONCILIATION_STATUSES),
  layout: z.enum(STATEMENT_LAYOUTS),
  file_name: z.string(),
  /** Rows done of rows in all: the progress bar. */
  rows_done: z.number(),
  rows_total: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    /** Incoming credits read. */
    lines: z.number(),
    matched: z.number(),
    unmatched: z.number(),
    /** Lines an earlier upload had already settled: not proposed again. */
    settled_before: z.number(),
  }),
  matches: z.array(statementMatchSchema),
  unmatched: z.array(statementLineSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconcileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  reconciliationId: z.coerce
    .number({ error: 'reconciliationId must be a number' })
    .int('reconciliationId must be a whole number')
    .positive('reconciliationId must be positive')
    .max(2147483647, 'reconciliationId is out of range'),
});

export const bulkApproveSchema = z.object({
  lines: z
    .array(z.number({ error: 'Each line must be a statement line id' }).int().positive().max(2147483647), {
      error: 'lines must be a list of statement line ids',
    })
    .min(1, 'Choose at least one match to approve')
    .max(BULK_APPROVE_MAX, `Approve at most ${BULK_APPROVE_MAX} matches at once`),
});
export type BulkApprove = z.input<typeof bulkApproveSchema>;

export const bulkApproveResponseSchema = z.object({
  message: z.string(),
  approved: z.array(
    z.object({
      line: z.number(),
      transaction: z.number(),
      /** Null when the payment was an event ticket (no membership comes of it). */
      membership: z.object({ id: z.number(), serial: z.number() }).nullable(),
    }),
  ),
  failed: z.array(
    z.object({ line: z.number(), transaction: z.number().nullable(), code: z.string(), message: z.string() }),
  ),
});
export type BulkApproveResponse = z.infer<typeof bulkApproveResponseSchema>;
