/*
 * Rows the association suites need but do not test: associations, their admins, membership types
 * and memberships (with the application each one comes from), written straight to the database.
 */
import type { Updateable } from 'kysely';
import type { Database } from '../../src/db/database';
import type { DB } from '../../src/db/types';
import { createUser } from '../helpers';
import { insertRow } from './insert-row';

export async function createAssociation(
  database: Database,
  fields: { name?: string; society_prefix?: string; logo?: string | null; cover?: string | null } = {},
): Promise<number> {
  return insertRow(database.db, 'associations', {
    name: fields.name ?? `Association ${Math.random().toString(36).slice(2, 8)}`,
    tagline: 'Together',
    about: 'About us',
    address: 'Dhaka',
    society_prefix: fields.society_prefix ?? 'AA',
    logo: fields.logo ?? null,
    cover: fields.cover ?? null,
  });
}

export async function addAdmin(
  database: Database,
  associationId: number,
  userId: number,
  designation = 'Admin',
): Promise<void> {
  await database.db
    .insertInto('association_admins')
    .values({ association_id: associationId, user_id: userId, designation })
    .execute();
}

/** A new user who administers the association. */
export async function createAdmin(database: Database, associationId: number) {
  const user = await createUser(database);
  await addAdmin(database, associationId, user.id);
  return user;
}

/** Sets fields of an association's row. */
export async function updateAssociation(database: Database, id: number, fields: Updateable<DB['associations']>) {
  await database.db.updateTable('associations').set(fields).where('id', '=', id).execute();
}

/** Sets fields of a user's row. */
export async function updateUser(database: Database, id: number, fields: Updateable<DB['users']>) {
  await database.db.updateTable('users').set(fields).where('id', '=', id).execute();
}

export async function setUserName(
  database: Database,
  userId: number,
  first_name: string,
  last_name: string,
): Promise<void> {
  await database.db.updateTable('users').set({ first_name, last_name }).where('id', '=', userId).execute();
}

/** The membership types the suites use again and again (spread one to change a field). */
export const LIFE_MEMBER = { name: 'Life Member', short_name: 'LM', fee: 10000, duration_month: 1200 };
export const GENERAL_MEMBER = { name: 'General Member', short_name: 'GM', fee: 500, duration_month: 12 };
export const HONORARY_MEMBER = { name: 'Honorary', short_name: 'HM', fee: 0, duration_month: 12 };

export async function createMembershipType(
  database: Database,
  associationId: number,
  fields: { name?: string; short_name?: string; fee?: number; duration_month?: number; is_retired?: boolean } = {},
): Promise<number> {
  return insertRow(database.db, 'membership_types', {
    association_id: associationId,
    name: fields.name ?? 'General',
    short_name: fields.short_name ?? 'GM',
    description: 'A membership',
    fee: fields.fee ?? 500,
    duration_month: fields.duration_month ?? 12,
    is_retired: fields.is_retired ?? false,
  });
}

/** An application without a membership yet. */
export async function createApplication(
  database: Database,
  fields: {
    userId: number;
    associationId: number;
    typeId: number;
    batch?: string;
    roll_number?: string;
    institute?: string;
  },
): Promise<number> {
  return insertRow(database.db, 'membership_requests', {
    user_id: fields.userId,
    association_id: fields.associationId,
    membership_type_id: fields.typeId,
    institute: fields.institute ?? 'School',
    batch: fields.batch ?? '2008',
    roll_number: fields.roll_number ?? '101',
  });
}

/** A membership and the application it was granted from. */
export async function createMembership(
  database: Database,
  fields: {
    userId: number;
    associationId: number;
    typeId: number;
    serial: number;
    batch?: string;
    roll_number?: string;
    start_date?: string;
    end_date?: string | null;
  },
): Promise<number> {
  const requestId = await createApplication(database, fields);
  return insertRow(database.db, 'memberships', {
    user_id: fields.userId,
    association_id: fields.associationId,
    membership_type_id: fields.typeId,
    membership_request_id: requestId,
    serial: fields.serial,
    start_date: fields.start_date ?? '2026-01-01',
    end_date: fields.end_date === undefined ? null : fields.end_date,
  });
}

/** yyyy-MM-dd, `days` from today (UTC is close enough for dates a year away). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
