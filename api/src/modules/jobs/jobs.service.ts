import type { Job, Paginated, ScheduledJob } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { JobQueue } from '../../jobs/job-queue';
import { ConflictError, NotFoundError } from '../../lib/errors';
import * as repo from './jobs.repository';

type Deps = { db: Kysely<DB>; jobs: JobQueue };

/** One page of the jobs in a state (the routes let only the super admin in). */
export async function listJobs(
  { db }: Deps,
  query: { state: 'queued' | 'active' | 'failed' | 'completed'; page: number; limit: number },
): Promise<Paginated<Job>> {
  if (!(await repo.jobsInstalled(db))) return { count: 0, results: [] };
  const count = await repo.countJobs(db, query.state);
  const results = await repo.listJobs(db, query.state, (query.page - 1) * query.limit, query.limit);
  return { count, results };
}

/** Queues a failed job again (its retries start over); any other state is a conflict. */
export async function retryJob({ db, jobs }: Deps, id: string): Promise<Job> {
  const job = (await repo.jobsInstalled(db)) ? await repo.findJob(db, id) : undefined;
  if (!job) throw new NotFoundError('No such job.', 'JOB_NOT_FOUND');
  if (job.state !== 'failed') throw new ConflictError('Only a failed job can be retried.', 'JOB_NOT_FAILED');
  await jobs.retry(job.name, job.id);
  return (await repo.findJob(db, id)) ?? job;
}

export const listScheduledJobs = ({ jobs }: Deps): { results: ScheduledJob[] } => ({ results: jobs.schedules });

/**
 * Queues a scheduled job to run now, beside its schedule (an operator's "run it now", marked `manual`:
 * the mail flush then tries every queued mail at once): the instances' workers take it up. A job's work is safe to repeat, so a run next to the scheduled one does nothing twice.
 */
export async function runScheduledJob({ db, jobs }: Deps, name: string): Promise<Job> {
  if (!jobs.schedules.some((job) => job.name === name))
    throw new NotFoundError('No scheduled job of that name.', 'JOB_NOT_FOUND');
  const id = await jobs.send(name, { manual: true });
  const job = id ? await repo.findJob(db, id) : undefined;
  if (!job) throw new ConflictError('The job could not be queued; try again.', 'JOB_NOT_QUEUED');
  return job;
}
