import type { Job, JobListState } from '@alumni/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { JOBS_SCHEMA } from '../../jobs/job-queue';

/*
 * Reads pg-boss's job table (its documented schema, `pgboss.job`), which lives in the app's database.
 * pg-boss's own queues (`__pgboss__...`) are its internals, not the app's jobs: left out. A failure's
 * output is the error pg-boss stored: `{ message, ... }` from a handler, `{ value: { message } }` from an expiry.
 */

const STATES: Record<JobListState, Job['state'][]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};

/** Newest first for what ended, next first for what waits. */
const ORDER: Record<JobListState, string> = {
  queued: 'start_after ASC, created_on ASC',
  active: 'started_on DESC',
  failed: 'completed_on DESC',
  completed: 'completed_on DESC',
};

const table = sql.table(`${JOBS_SCHEMA}.job`);

type JobRow = Omit<Job, 'error'> & { error: string | null };

/** False until the queue has installed its schema once (an app that never started it). */
export async function jobsInstalled(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass(${`${JOBS_SCHEMA}.job`})::text AS found`.execute(db);
  return rows[0]?.found != null;
}

const columns = sql`id::text AS id, name, state::text AS state, retry_count, retry_limit,
  created_on AS created_at, start_after, started_on AS started_at, completed_on AS completed_at,
  CASE WHEN state IN ('failed', 'retry')
    THEN left(coalesce(output->>'message', output->'value'->>'message'), 2000) END AS error`;

export async function countJobs(db: Kysely<DB>, state: JobListState): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${table}
    WHERE state::text IN (${sql.join(STATES[state])}) AND name NOT LIKE '\\_\\_pgboss\\_\\_%'`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function listJobs(db: Kysely<DB>, state: JobListState, offset: number, limit: number): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`SELECT ${columns} FROM ${table}
    WHERE state::text IN (${sql.join(STATES[state])}) AND name NOT LIKE '\\_\\_pgboss\\_\\_%'
    ORDER BY ${sql.raw(ORDER[state])}, id LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

export async function findJob(db: Kysely<DB>, id: string): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`SELECT ${columns} FROM ${table}
    WHERE id = ${id}::uuid AND name NOT LIKE '\\_\\_pgboss\\_\\_%'`.execute(db);
  return rows[0];
}
