import type { ProfilePatch, PublicUser, User } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { changeEmail, type EmailChangeDeps } from './email-change';
import * as users from './users.repository';

/** The caller's account is gone (deleted since the token was issued): 404. */
export const accountGone = () => new NotFoundError('This account no longer exists.', 'USER_NOT_FOUND');

/** The signed-in user as GET /auth/user/ returns it (contract `userSchema`). */
export async function getCurrentUser(db: Kysely<DB>, userId: number): Promise<User> {
  const row = await users.findProfileRow(db, userId);
  if (!row) throw accountGone();
  const [admins, educations, jobExperiences, contactDetails] = await Promise.all([
    users.listAssociationAdminEntries(db, userId),
    users.listEducations(db, userId),
    users.listJobExperiences(db, userId),
    users.listContactDetails(db, userId),
  ]);
  const { email_verified_at, ...fields } = row;
  return {
    ...fields,
    email_verified: email_verified_at !== null,
    association_admins: admins.map((a) => ({
      designation: a.designation,
      alumni_association: { id: a.association_id, name: a.association_name, logo: a.association_logo },
    })),
    educations,
    job_experiences: jobExperiences,
    contact_details: contactDetails,
  };
}

/** The fields sent; `emailChanged` tells the route to mail a confirmation link to the new address (the old one is told here). */
export async function updateCurrentUser(
  deps: EmailChangeDeps,
  userId: number,
  patch: ProfilePatch,
): Promise<{ user: User; emailChanged: boolean }> {
  const { db } = deps;
  const { email, current_password: currentPassword, ...rest } = patch;
  const changes: users.ProfileUpdate = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as users.ProfileUpdate;
  let emailChanged = false;
  if (email !== undefined) {
    const before = await users.findProfileRow(db, userId);
    if (before && before.email.toLowerCase() !== email.toLowerCase()) {
      await changeEmail(deps, before, email.toLowerCase(), currentPassword);
      emailChanged = true;
    }
  }
  if (Object.keys(changes).length > 0) await users.updateProfile(db, userId, changes);
  return { user: await getCurrentUser(db, userId), emailChanged };
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
 * member. Strangers get a 401; a signed-in user the handle to be redirected to only for their own id,
 * a user they share an association with (member or admin of it, either of them) or as the super
 * admin. Any other id answers the 404 of an id nobody has: walking ids tells nothing.
 */
export async function publicHandleOf(db: Kysely<DB>, user: RequestUser | null, userId: number): Promise<string> {
  if (!user)
    throw new UnauthorizedError(
      'Profiles are opened by their link (/user/<handle>); sign in to follow an old numbered link.',
      'NOT_AUTHENTICATED',
    );
  // Past the int4 range no user can have the id (and the database would refuse the comparison).
  if (userId > 2_147_483_647) throw userNotFound();
  const handle = user.isSuperuser
    ? await users.findPublicHandle(db, userId)
    : await users.findHandleSharedWith(db, userId, user.id);
  if (!handle) throw userNotFound();
  return handle;
}
