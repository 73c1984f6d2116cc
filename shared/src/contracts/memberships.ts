import { z } from 'zod';
import { idParam, queryBoolean, requiredText } from './common';
import { transactionCreateSchema } from './transactions';
import { sentReminderSchema } from './reminders';
import { userSummarySchema } from './user-summary';

export * from './memberships.paths';

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

/**
 * Where a membership stands on today's date in Asia/Dhaka: `expiring` ends within
 * EXPIRING_WITHIN_DAYS days (today included), `expired` ended before today, `lifetime` never ends.
 */
export const MEMBERSHIP_STATUSES = ['active', 'expiring', 'expired', 'lifetime'] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES, {
  error: `status must be one of ${MEMBERSHIP_STATUSES.join(', ')}`,
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const EXPIRING_WITHIN_DAYS = 30;

/** Only these can be renewed; an active membership is renewed once it comes within the window. */
export const isRenewable = (status: MembershipStatus) => status === 'expiring' || status === 'expired';

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
  /** The first day of the current period: start_date, or the start of the latest paid renewal. */
  period_start: z.string(),
  is_active: z.boolean(),
  status: membershipStatusSchema,
  user: userSummarySchema.extend({
    /** Whether the member confirmed this address (shown to the association's admins). */
    email_verified: z.boolean(),
  }),
  /**
   * The public page that verifies this period's certificate (`PUBLIC_ORIGIN/verify/{code}`): in the
   * holder's own list only (GET /auth/user/memberships/), never in an admin's.
   */
  verify_url: z.string().optional(),
  /** The renewal reminders mailed for the current period, oldest first: in an admin's members list only. */
  reminders: z.array(sentReminderSchema).optional(),
  /** `imported`: from an association's member list (issue 39); absent for a membership from an application. */
  source: z.enum(['application', 'imported']).optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /auth/user/memberships/ */
export const membershipListSchema = z.object({ results: z.array(membershipSchema) });
export type MembershipList = z.infer<typeof membershipListSchema>;

/** POST /memberships/{id}/renew/: the same type or another active one of the association; paid like an application. */
export const membershipRenewSchema = z.object({
  membership_type: idParam,
  offline: z.boolean({ error: 'offline must be true or false' }).default(false),
  /** Where the payment provider sends the browser back (an address on this site). */
  base_url: transactionCreateSchema.shape.base_url,
  /** With offline: what the member says of the payment (as when paying an application offline). */
  claim: transactionCreateSchema.shape.claim,
});
export type MembershipRenew = z.input<typeof membershipRenewSchema>;
