import type { ContactDetail, contactDetailBodySchema, contactDetailPatchSchema } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import * as users from '../users';
import * as profile from './profile.repository';

type ContactDetailInput = z.output<typeof contactDetailBodySchema>;
type ContactDetailPatchInput = z.output<typeof contactDetailPatchSchema>;

const notFound = () => new NotFoundError('Contact detail not found.', 'CONTACT_DETAIL_NOT_FOUND');

export async function listContactDetails(db: Kysely<DB>, userId: number): Promise<ContactDetail[]> {
  return users.listContactDetails(db, userId);
}

export async function getContactDetail(db: Kysely<DB>, userId: number, id: number): Promise<ContactDetail> {
  const detail = await profile.findContactDetail(db, userId, id);
  if (!detail) throw notFound();
  return detail;
}

export async function createContactDetail(
  db: Kysely<DB>,
  userId: number,
  body: ContactDetailInput,
): Promise<ContactDetail> {
  return profile.insertContactDetail(db, userId, { ...body, description: body.description ?? null });
}

/** Only the fields sent change (no rule spans two fields, so no merge check is needed). */
export async function updateContactDetail(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: ContactDetailPatchInput,
): Promise<ContactDetail> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return getContactDetail(db, userId, id);
  const updated = await profile.updateContactDetail(db, userId, id, changes);
  if (!updated) throw notFound();
  return updated;
}

export async function deleteContactDetail(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await profile.deleteOwned(db, 'contact_details', userId, id))) throw notFound();
}
