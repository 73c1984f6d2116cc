import type { Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/types';
import { usersWithEmail } from '../auth';
import { personColumns } from './user-summary';

export async function findProfileRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select([...personColumns, 'is_superuser', 'email_verified_at', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** An active user's public fields by handle, with the show flags deciding about e-mail and phone. */
export async function findPublicProfileRow(db: Kysely<DB>, handle: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'public_handle',
      'first_name',
      'last_name',
      'bio',
      'profile_picture',
      'email',
      'phone_number',
      'show_email',
      'show_phone',
    ])
    .where('public_handle', '=', handle)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The handle of an active user, for redirecting an old numeric profile link. */
export async function findPublicHandle(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('public_handle')
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.public_handle;
}

/**
 * The handle of an active user who shares an association with `viewerId` (each is a member or an
 * admin of it), or the viewer's own; undefined otherwise, the same as for an id nobody has.
 */
export async function findHandleSharedWith(
  db: Kysely<DB>,
  userId: number,
  viewerId: number,
): Promise<string | undefined> {
  const associationsOf = (id: number) =>
    db
      .selectFrom('memberships')
      .select('association_id')
      .where('user_id', '=', id)
      .union(db.selectFrom('association_admins').select('association_id').where('user_id', '=', id));
  const row = await db
    .selectFrom('users')
    .select('public_handle')
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('id', '=', viewerId),
        eb.exists(
          eb
            .selectFrom(associationsOf(userId).as('owner'))
            .select('owner.association_id')
            .where('owner.association_id', 'in', associationsOf(viewerId)),
        ),
      ]),
    )
    .executeTakeFirst();
  return row?.public_handle;
}

export async function listAssociationAdminEntries(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('association_admins as aa')
    .innerJoin('associations as a', 'a.id', 'aa.association_id')
    .select(['aa.designation', 'a.id as association_id', 'a.name as association_name', 'a.logo as association_logo'])
    .where('aa.user_id', '=', userId)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

/** A person's dated records (educations, jobs), current first, then the most recent start. */
function currentFirst<T extends 'educations' | 'job_experiences', O>(query: SelectQueryBuilder<DB, T, O>) {
  return query.orderBy('current', 'desc').orderBy('start_date', 'desc').orderBy('id', 'desc');
}

export async function listEducations(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('educations')
    .select(['id', 'institution', 'degree', 'field_of_study', 'start_date', 'end_date', 'current', 'description'])
    .where('user_id', '=', userId)
    .$call(currentFirst)
    .execute();
}

export async function listJobExperiences(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('job_experiences')
    .select(['id', 'company', 'title', 'location', 'start_date', 'end_date', 'current', 'description'])
    .where('user_id', '=', userId)
    .$call(currentFirst)
    .execute();
}

/** In the order they were added. */
export async function listContactDetails(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contact_details')
    .select(['id', 'platform', 'link', 'description'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export type ProfileUpdate = Pick<
  Updateable<UsersTable>,
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'bio'
  | 'father_name'
  | 'mother_name'
  | 'show_email'
  | 'show_phone'
  | 'language'
>;

export async function updateProfile(db: Kysely<DB>, userId: number, changes: ProfileUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function findPasswordHash(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function emailInUse(db: Kysely<DB>, email: string, exceptUserId: number): Promise<boolean> {
  const row = await usersWithEmail(db, email).select('id').where('id', '<>', exceptUserId).executeTakeFirst();
  return Boolean(row);
}

/** A new address is unconfirmed until its owner follows the link mailed to it. */
export async function updateEmail(db: Kysely<DB>, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: null, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
