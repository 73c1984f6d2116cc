import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { ContactDetailsTable, DB, EducationsTable, JobExperiencesTable } from '../../db/types';

/*
 * The signed-in user's own records. Every query is scoped by user_id as well as id: another
 * user's record is simply not found.
 */

type OwnedTable = 'educations' | 'job_experiences' | 'contact_details';

const COLUMNS = {
  educations: ['id', 'institution', 'degree', 'field_of_study', 'start_date', 'end_date', 'current', 'description'],
  job_experiences: ['id', 'company', 'title', 'location', 'start_date', 'end_date', 'current', 'description'],
  contact_details: ['id', 'platform', 'link', 'description'],
} as const;

export type EducationValues = Omit<Insertable<EducationsTable>, 'id' | 'user_id' | 'created_at'>;
export type JobExperienceValues = Omit<Insertable<JobExperiencesTable>, 'id' | 'user_id' | 'created_at'>;
export type ContactDetailValues = Omit<Insertable<ContactDetailsTable>, 'id' | 'user_id' | 'created_at'>;

/** `lock`: FOR UPDATE, so a read-merge-write PATCH in a transaction cannot interleave with another. */
export async function findEducation(db: Kysely<DB>, userId: number, id: number, { lock = false } = {}) {
  return db
    .selectFrom('educations')
    .select(COLUMNS.educations)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertEducation(db: Kysely<DB>, userId: number, values: EducationValues) {
  return db
    .insertInto('educations')
    .values({ ...values, user_id: userId })
    .returning(COLUMNS.educations)
    .executeTakeFirstOrThrow();
}

export async function updateEducation(db: Kysely<DB>, userId: number, id: number, values: Updateable<EducationsTable>) {
  return db
    .updateTable('educations')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS.educations)
    .executeTakeFirstOrThrow();
}

export async function findJobExperience(db: Kysely<DB>, userId: number, id: number, { lock = false } = {}) {
  return db
    .selectFrom('job_experiences')
    .select(COLUMNS.job_experiences)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertJobExperience(db: Kysely<DB>, userId: number, values: JobExperienceValues) {
  return db
    .insertInto('job_experiences')
    .values({ ...values, user_id: userId })
    .returning(COLUMNS.job_experiences)
    .executeTakeFirstOrThrow();
}

export async function updateJobExperience(
  db: Kysely<DB>,
  userId: number,
  id: number,
  values: Updateable<JobExperiencesTable>,
) {
  return db
    .updateTable('job_experiences')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS.job_experiences)
    .executeTakeFirstOrThrow();
}

export async function findContactDetail(db: Kysely<DB>, userId: number, id: number) {
  return db
    .selectFrom('contact_details')
    .select(COLUMNS.contact_details)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertContactDetail(db: Kysely<DB>, userId: number, values: ContactDetailValues) {
  return db
    .insertInto('contact_details')
    .values({ ...values, user_id: userId })
    .returning(COLUMNS.contact_details)
    .executeTakeFirstOrThrow();
}

/** Undefined when the user has no such contact detail. */
export async function updateContactDetail(
  db: Kysely<DB>,
  userId: number,
  id: number,
  values: Updateable<ContactDetailsTable>,
) {
  return db
    .updateTable('contact_details')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS.contact_details)
    .executeTakeFirst();
}

/** True when a row of this user was deleted. */
export async function deleteOwned(db: Kysely<DB>, table: OwnedTable, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The current picture URL, the row locked until the transaction ends; undefined when the user is gone. */
export async function lockProfilePicture(trx: Transaction<DB>, userId: number) {
  return trx.selectFrom('users').select('profile_picture').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function setProfilePicture(db: Kysely<DB>, userId: number, url: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_picture: url, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
