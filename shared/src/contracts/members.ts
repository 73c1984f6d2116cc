import { z } from 'zod';
import { paginationQuery } from './common';
import { DEFAULT_PAGE_SIZE } from './constants';

export * from './members.paths';

export const memberListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.members, 500).extend({
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  batch: z.string().trim().max(20, 'Batch must be at most 20 characters').optional(),
});
