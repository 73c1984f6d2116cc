import type { FastifyBaseLogger } from 'fastify';

/** What a handler gets: its data, the queue's clock (tests inject one) and a signal aborted on shutdown. */
type JobContext<T> = {
  id: string;
  data: T;
  now: Date;
  signal: AbortSignal;
  log: FastifyBaseLogger;
};

/**
 * One kind of background work. A handler may run more than once for the same job (a retry after a
 * crash or an expiry): its work must be safe to repeat (claim rows, mark them done as it goes).
 */
export type JobDefinition<T extends object = Record<string, unknown>> = {
  /** Letters, digits and hyphens: `<module>-<what>`. */
  name: string;
  handler: (job: JobContext<T>) => Promise<unknown>;
  /** Attempts after the first (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled for each further one unless `retryBackoff: false`. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A running job older than this is taken as dead (its process killed) and retried (default 300). */
  expireInSeconds?: number;
  /** Runs on this cron schedule (UTC), once across every instance on the database. */
  cron?: string;
};
