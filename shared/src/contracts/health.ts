import { z } from 'zod';

export * from './health.paths';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** How online payments run: `test` (the built-in sandbox or the provider's test system: no money moves) or `live`. */
  payments: z.enum(['test', 'live']),
  /** The version of each portal live now (the runtime manifest), when the site serves the frontends. */
  portals: z.record(z.string(), z.string()).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** 503: the database does not answer. */
export const unhealthySchema = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
  message: z.string(),
  code: z.string(),
});
