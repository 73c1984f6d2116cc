import { z } from 'zod';
import { idParam, queryBoolean, requiredText } from './common';

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
  user: z.object({
    id: z.number(),
    /** For the link to the public profile. */
    public_handle: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** Whether the member confirmed this address (shown to the association's admins). */
    email_verified: z.boolean(),
  }),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /auth/user/memberships/ */
export const membershipListSchema = z.object({ results: z.array(membershipSchema) });
export type MembershipList = z.infer<typeof membershipListSchema>;
