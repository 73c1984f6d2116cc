import { z } from 'zod';
import { paginationQuery } from './common';
import { DEFAULT_PAGE_SIZE } from './constants';
import { membershipStatusSchema } from './memberships';

export * from './members.paths';

export const MEMBER_ORDERINGS = ['serial', 'end_date', '-end_date'] as const;

export const memberListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.members, 500).extend({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  batch: z.string().trim().max(20, 'Batch must be at most 20 characters').optional(),
  status: membershipStatusSchema.optional(),
  /** serial (the default), end_date (soonest first, lifetime last) or -end_date. */
  ordering: z
    .enum(MEMBER_ORDERINGS, { error: `ordering must be one of ${MEMBER_ORDERINGS.join(', ')}` })
    .default('serial'),
});
export type MemberOrdering = (typeof MEMBER_ORDERINGS)[number];
