import { z } from 'zod';

/** Who a membership or a transaction belongs to, as the lists and the admins' pages show them. */
export const userSummarySchema = z.object({
  id: z.number(),
  /** For the link to the public profile. */
  public_handle: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
