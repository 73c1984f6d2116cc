import { z } from 'zod';
import { establishedYear } from './associations';
import { paginationQuery, queryBoolean, requiredText } from './common';
import { DEFAULT_PAGE_SIZE } from './constants';

export * from './registration-requests.paths';

export const registrationRequestBodySchema = z.object({
  name: requiredText('Name', 200),
  about: requiredText('About', 5000),
  established_year: establishedYear,
  address: requiredText('Address', 500),
});
export type RegistrationRequestBody = z.input<typeof registrationRequestBodySchema>;

export const registrationRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  about: z.string(),
  established_year: z.number(),
  address: z.string(),
  created_at: z.string(),
  is_approved: z.boolean(),
  approved_at: z.string().nullable(),
  /** Set when the super admin refused the request (it is then no longer pending). */
  refused_at: z.string().nullable(),
  refusal_reason: z.string(),
  alumni_association: z.number().nullable(),
  applicant: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    bio: z.string(),
  }),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationRequestListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.registrationRequests).extend({
  is_approved: queryBoolean.optional(),
});

export const registrationApproveSchema = z.object({
  is_approved: z.literal(true, {
    error: (issue) =>
      issue.input === false ? 'An approval cannot be undone.' : 'Send { "is_approved": true } to approve this request.',
  }),
});

/** The super admin refuses a pending request; the reason (optional) is mailed to the applicant. */
export const registrationRefuseSchema = z.object({
  reason: z.string().trim().max(1000, 'The reason can be at most 1000 characters.').optional().default(''),
});
export type RegistrationRefuse = z.input<typeof registrationRefuseSchema>;
export type RegistrationApprove = z.input<typeof registrationApproveSchema>;
