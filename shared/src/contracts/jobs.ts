import { z } from 'zod';
import { paginationQuery } from './common';

export * from './jobs.paths';

/** The states the Jobs page lists: queued (waiting or waiting to retry), running, failed for good, done. */
export const JOB_LIST_STATES = ['queued', 'active', 'failed', 'completed'] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

export const jobListQuerySchema = paginationQuery(20).extend({
  state: z.enum(JOB_LIST_STATES, { error: `state must be one of ${JOB_LIST_STATES.join(', ')}` }).default('failed'),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobSchema = z.object({
  id: z.string(),
  /** The job's kind, e.g. mail-outbox-flush. */
  name: z.string(),
  /** pg-boss's own state: `retry` is queued again after a failure. */
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.string(),
  /** When it may run (a retry's back-off pushes it later). */
  start_after: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The last failure's message (never a stack trace). */
  error: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a job id (a UUID)' }),
});

/** A job that runs on a schedule (cron, UTC), once across every instance. */
export const scheduledJobSchema = z.object({ name: z.string(), cron: z.string() });
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const jobNameParamsSchema = z.object({
  name: z
    .string()
    .max(100, 'name must be at most 100 characters')
    .regex(/^[a-z0-9-]+$/, 'name must be a job name (letters, digits and hyphens)'),
});
