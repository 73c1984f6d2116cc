import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { userSummaryColumns } from '../users';

/**
 * Locks the association row (SELECT ... FOR UPDATE) for the rest of the transaction and returns
 * the highest serial handed out so far: the larger of last_serial and the highest serial in use.
 * Two grants in the same association wait for each other here, so they never pick the same serial.
 */
export async function lockSerialCounter(trx: Transaction<DB>, associationId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('associations')
    .select('last_serial')
    .where('id', '=', associationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const max = await trx
    .selectFrom('memberships')
    .select((eb) => eb.fn.max<number | null>('serial').as('serial'))
    .where('association_id', '=', associationId)
    .executeTakeFirstOrThrow();
  return Math.max(row.last_serial, max.serial ?? 0);
}

export async function setLastSerial(trx: Transaction<DB>, associationId: number, serial: number): Promise<void> {
  await trx
    .updateTable('associations')
    .set({ last_serial: sql<number>`greatest(last_serial, ${serial}::integer)` })
    .where('id', '=', associationId)
    .execute();
}

export async function isSerialUsed(db: Kysely<DB>, associationId: number, serial: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('association_id', '=', associationId)
    .where('serial', '=', serial)
    .executeTakeFirst();
  return Boolean(row);
}

export async function findMembershipIdByRequest(
  db: Kysely<DB>,
  membershipRequestId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('membership_request_id', '=', membershipRequestId)
    .executeTakeFirst();
  return row?.id;
}

export async function insertMembership(
  trx: Transaction<DB>,
  membership: Insertable<DB['memberships']>,
): Promise<{ id: number; serial: number }> {
  return trx.insertInto('memberships').values(membership).returning(['id', 'serial']).executeTakeFirstOrThrow();
}

export type NewPeriod = {
  membership_id: number;
  membership_request_id: number;
  transaction_id: number | null;
  membership_type_id: number;
  start_date: string;
  end_date: string | null;
};

export async function insertPeriod(trx: Transaction<DB>, period: NewPeriod): Promise<void> {
  await trx.insertInto('membership_periods').values(period).execute();
}

/** The membership a request renews (null: a first application; undefined: no such request). */
export async function findRenewalOf(db: Kysely<DB>, membershipRequestId: number): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('membership_requests')
    .select('renewal_of')
    .where('id', '=', membershipRequestId)
    .executeTakeFirst();
  return row?.renewal_of;
}

/** Locks the membership's row for the rest of `trx` (renewals of one membership decide one at a time). */
export async function lockMembership(trx: Transaction<DB>, membershipId: number) {
  return trx
    .selectFrom('memberships')
    .select(['id', 'serial', 'user_id', 'association_id', 'membership_request_id', 'end_date'])
    .where('id', '=', membershipId)
    .forUpdate()
    .executeTakeFirst();
}

export async function hasPeriodFromRequest(db: Kysely<DB>, membershipRequestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('membership_periods')
    .select('id')
    .where('membership_request_id', '=', membershipRequestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The membership moves on to its new period: its type, end, the period's start and the paying transaction. */
export async function extendMembership(trx: Transaction<DB>, period: NewPeriod): Promise<void> {
  await trx
    .updateTable('memberships')
    .set({
      membership_type_id: period.membership_type_id,
      period_start: period.start_date,
      end_date: period.end_date,
      transaction_id: period.transaction_id,
    })
    .where('id', '=', period.membership_id)
    .execute();
}

/** A membership with its user, association, request and type (users joined as `u`). */
const membershipColumns = [
  'm.id',
  'm.serial',
  'm.start_date',
  'm.end_date',
  'm.period_start',
  'm.created_at',
  'm.source',
  ...userSummaryColumns,
  'u.email_verified_at as user_email_verified_at',
  'u.language as user_language',
  'a.id as association_id',
  'a.name as association_name',
  'a.logo as association_logo',
  'a.website as association_website',
  'mr.institute',
  'mr.batch',
  'mr.roll_number',
  't.id as type_id',
  't.name as type_name',
  't.short_name as type_short_name',
  't.fee as type_fee',
  't.duration_month as type_duration_month',
] as const;

/**
 * Memberships (`m`) with their association (`a`) and type (`t`): what a list, a mail or a certificate names one
 * by. Join the holder (`u`) or the request where the caller needs them.
 */
export function namedMemberships(db: Kysely<DB>) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('associations as a', 'a.id', 'm.association_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id');
}

/** Membership requests (`mr`) with their association (`a`) and type (`t`), as `namedMemberships`. */
export function namedMembershipRequests(db: Kysely<DB>) {
  return db
    .selectFrom('membership_requests as mr')
    .innerJoin('associations as a', 'a.id', 'mr.association_id')
    .innerJoin('membership_types as t', 't.id', 'mr.membership_type_id');
}

/** Memberships with their user, association, request and type: filter, order and run it. */
export function membershipQuery(db: Kysely<DB>) {
  return namedMemberships(db)
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
    .select(membershipColumns);
}

export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembershipRow>>>;

/** Newest first. */
export async function listUserMembershipRows(db: Kysely<DB>, userId: number) {
  return membershipQuery(db)
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export async function findMembershipRow(db: Kysely<DB>, membershipId: number) {
  return membershipQuery(db).where('m.id', '=', membershipId).executeTakeFirst();
}
