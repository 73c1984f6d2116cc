import type { ProfilePatch, PublicUser, User } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import * as users from './users.repository';

/** The signed-in user as GET /auth/user/ returns it (contract `userSchema`). */
export async function getCurrentUser(db: Kysely<DB>, userId: number): Promise<User> {
  const row = await users.findProfileRow(db, userId);
  if (!row) throw new NotFoundError('This account no longer exists.', 'USER_NOT_FOUND');
  const [admins, educations, jobExperiences, contactDetails] = await Promise.all([
    users.listAssociationAdminEntries(db, userId),
    users.listEducations(db, userId),
    users.listJobExperiences(db, userId),
    users.listContactDetails(db, userId),
  ]);
  return {
    ...row,
    association_admins: admins.map((a) => ({
      designation: a.designation,
      alumni_association: { id: a.association_id, name: a.association_name, logo: a.association_logo },
    })),
    educations,
    job_experiences: jobExperiences,
    contact_details: contactDetails,
  };
}

export async function updateCurrentUser(db: Kysely<DB>, userId: number, patch: ProfilePatch): Promise<User> {
  const changes: users.ProfileUpdate = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as users.ProfileUpdate;
  if (Object.keys(changes).length > 0) await users.updateProfile(db, userId, changes);
  return getCurrentUser(db, userId);
}

const userNotFound = () => new NotFoundError('User not found.', 'USER_NOT_FOUND');

/** GET /users/{handle}/: anyone may read it; e-mail and phone only when the user chose to show them. */
export async function getPublicUser(db: Kysely<DB>, handle: string): Promise<PublicUser> {
  const row = await users.findPublicProfileRow(db, handle);
  if (!row) throw userNotFound();
  const userId = row.id;
  const [educations, jobExperiences, contactDetails] = await Promise.all([
    users.listEducations(db, userId),
    users.listJobExperiences(db, userId),
    users.listContactDetails(db, userId),
  ]);
  const { id: _id, show_email, show_phone, email, phone_number, ...fields } = row;
  return {
    ...fields,
    email: show_email ? email : null,
    phone_number: show_phone && phone_number !== '' ? phone_number : null,
    educations,
    job_experiences: jobExperiences,
    contact_details: contactDetails,
  };
}

/**
 * An old numeric profile link (/users/{id}/): ids are sequential, so walking them would list every
 * member. Strangers get a 401; a signed-in user gets the handle to be redirected to.
 */
export async function publicHandleOf(db: Kysely<DB>, user: RequestUser | null, userId: number): Promise<string> {
  if (!user)
    throw new UnauthorizedError(
      'Profiles are opened by their link (/user/<handle>); sign in to follow an old numbered link.',
      'NOT_AUTHENTICATED',
    );
  const handle = await users.findPublicHandle(db, userId);
  if (!handle) throw userNotFound();
  return handle;
}
