import { jobExperienceBodySchema, type JobExperience, type jobExperiencePatchSchema } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import * as users from '../users';
import { mergePatch } from './merge-patch';
import * as profile from './profile.repository';

type JobExperienceInput = z.output<typeof jobExperienceBodySchema>;
type JobExperiencePatchInput = z.output<typeof jobExperiencePatchSchema>;

const notFound = () => new NotFoundError('Job experience not found.', 'JOB_EXPERIENCE_NOT_FOUND');

/**
 * A current job has no end date: null means ongoing (the page shows "Present"). The form fills
 * an empty end date with today; storing that date would turn into a wrong end date tomorrow.
 */
function toValues({ end_date, ...rest }: JobExperienceInput): profile.JobExperienceValues {
  return { ...rest, end_date: rest.current ? null : (end_date ?? null) };
}

export async function listJobExperiences(db: Kysely<DB>, userId: number): Promise<JobExperience[]> {
  return users.listJobExperiences(db, userId);
}

export async function getJobExperience(db: Kysely<DB>, userId: number, id: number): Promise<JobExperience> {
  const job = await profile.findJobExperience(db, userId, id);
  if (!job) throw notFound();
  return job;
}

export async function createJobExperience(
  db: Kysely<DB>,
  userId: number,
  body: JobExperienceInput,
): Promise<JobExperience> {
  return profile.insertJobExperience(db, userId, toValues(body));
}

export async function updateJobExperience(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: JobExperiencePatchInput,
): Promise<JobExperience> {
  return db.transaction().execute(async (trx) => {
    const stored = await profile.findJobExperience(trx, userId, id, { lock: true });
    if (!stored) throw notFound();
    return profile.updateJobExperience(trx, userId, id, toValues(mergePatch(jobExperienceBodySchema, stored, patch)));
  });
}

export async function deleteJobExperience(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await profile.deleteOwned(db, 'job_experiences', userId, id))) throw notFound();
}
