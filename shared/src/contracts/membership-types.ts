import { z } from 'zod';
import { idParam, numberError, numberInput, patchOf, requiredText } from './common';
import { LIFETIME_MONTHS } from './constants';

export * from './membership-types.paths';

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

/** PATCH: any subset of the fields, each checked as on create. */
export const membershipTypePatchSchema = patchOf(membershipTypeBodySchema);
export type MembershipTypePatch = z.input<typeof membershipTypePatchSchema>;

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
