import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { JobDefinition } from './job-definition';

export type JobQueueOptions = {
  database: Pick<Database, 'executeSql'>;
  log: FastifyBaseLogger;
  /** The time handlers see as `now` (tests inject one). */
  clock?: () => Date;
  /** How often an idle worker asks for work (seconds, at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** How often the cron schedules are checked (seconds, 1-45; default 30). */
  cronMonitorIntervalSeconds?: number;
};

export type SendOptions = { singletonKey?: string; startAfter?: Date | number };

/** pg-boss's schema in the app's database. */
export const JOBS_SCHEMA = 'pgboss';

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 };

/**
 * Every background job of the app on pg-boss, in the app's database (PostgreSQL or PGlite alike, through
 * `database.executeSql`). Modules `define` their jobs while the app is built; `start()` creates their
 * queues and schedules and, with `workers`, polls for work; `stop()` lets running handlers finish.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private boss: PgBoss | null = null;
  private readonly shutdown = new AbortController();

  constructor(private readonly options: JobQueueOptions) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.boss) throw new Error(`Job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<never>);
  }

  get names(): string[] {
    return [...this.definitions.keys()];
  }

  /** The jobs that run on a schedule, by name. */
  get schedules(): { name: string; cron: string }[] {
    return [...this.definitions.values()]
      .filter((d): d is JobDefinition<never> & { cron: string } => d.cron !== undefined)
      .map((d) => ({ name: d.name, cron: d.cron }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /**
   * Installs or upgrades pg-boss's schema, creates each job's queue and schedule. With `workers` (the
   * server) it also runs jobs and fires schedules; without (tests, one-off scripts) jobs run by `runOnce`.
   */
  async start({ workers = true }: { workers?: boolean } = {}): Promise<void> {
    if (this.boss) return;
    const { database, pollingIntervalSeconds, cronMonitorIntervalSeconds } = this.options;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      // A failed job stays on the Jobs page (the live table) for a week, not pg-boss's 12 hours.
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      supervise: workers,
      schedule: workers,
      ...(cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds } : {}),
    });
    boss.on('error', (error) => this.options.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const definition of this.definitions.values()) {
      const queue = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
        retryDelay: definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: definition.retryBackoff ?? DEFAULTS.retryBackoff,
        expireInSeconds: definition.expireInSeconds ?? DEFAULTS.expireInSeconds,
      };
      await retryOnDeadlock(async () => {
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
        else await boss.createQueue(definition.name, queue);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name);
      });
      if (workers)
        await boss.work(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds: pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await this.handle(definition, job, this.shutdown.signal);
          },
        );
    }
  }

  private async handle(definition: JobDefinition<never>, job: PgBoss.Job<unknown>, signal: AbortSignal) {
    const now = this.options.clock?.() ?? new Date();
    return definition.handler({
      id: job.id,
      data: job.data as never,
      now,
      signal,
      log: this.options.log.child({ job: definition.name, jobId: job.id }),
    });
  }

  private get running(): PgBoss {
    if (!this.boss) throw new Error('The job queue is not started');
    return this.boss;
  }

  /** Queues a job; with a `singletonKey`, not while one with that key is queued or running. */
  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    return this.running.send(name, data, options);
  }

  /**
   * Takes one due job of `name` and runs it here, as a worker would: completed, or failed with its error
   * (retried per its policy). Returns the job's id, or null when none was due. For tests and operators.
   */
  async runOnce(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    const [job] = await this.running.fetch(name);
    if (!job) return null;
    try {
      const output = await this.handle(definition, job, signal ?? this.shutdown.signal);
      await this.running.complete(name, job.id, output && typeof output === 'object' ? output : {});
    } catch (error) {
      // The same shape pg-boss's own worker stores (its message is what the Jobs page shows).
      await this.running.fail(name, job.id, serializeError(error));
    }
    return job.id;
  }

  /** Puts a failed job back in the queue (its retries start over). */
  async retry(name: string, id: string): Promise<void> {
    await this.running.retry(name, id);
  }

  /** Moves running jobs past their expiry back to retry (pg-boss's maintenance does it every minute). */
  async expire(): Promise<void> {
    await this.running.expire();
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.shutdown.abort();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}

/**
 * Instances starting together create their queues together: each queue is a partition of pg-boss's job
 * table, and two such DDL transactions can deadlock (PostgreSQL aborts one, 40P01). The one aborted
 * tries again and then finds the queue there.
 */
async function retryOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= 5) throw error;
    }
  }
}

function serializeError(error: unknown): { message: string; name?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}
