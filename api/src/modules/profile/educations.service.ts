import { educationBodySchema, type Education, type educationPatchSchema } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import * as users from '../users';
import { mergePatch } from './merge-patch';
import * as profile from './profile.repository';

type EducationInput = z.output<typeof educationBodySchema>;
type EducationPatchInput = z.output<typeof educationPatchSchema>;

const notFound = () => new NotFoundError('Education not found.', 'EDUCATION_NOT_FOUND');

export async function listEducations(db: Kysely<DB>, userId: number): Promise<Education[]> {
  return users.listEducations(db, userId);
}

export async function getEducation(db: Kysely<DB>, userId: number, id: number): Promise<Education> {
  const education = await profile.findEducation(db, userId, id);
  if (!education) throw notFound();
  return education;
}

export async function createEducation(db: Kysely<DB>, userId: number, body: EducationInput): Promise<Education> {
  return profile.insertEducation(db, userId, body);
}

export async function updateEducation(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: EducationPatchInput,
): Promise<Education> {
  return db.transaction().execute(async (trx) => {
    const stored = await profile.findEducation(trx, userId, id, { lock: true });
    if (!stored) throw notFound();
    return profile.updateEducation(trx, userId, id, mergePatch(educationBodySchema, stored, patch));
  });
}

export async function deleteEducation(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await profile.deleteOwned(db, 'educations', userId, id))) throw notFound();
}
