import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

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

export async function isSerialUsed(db: Executor, associationId: number, serial: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('association_id', '=', associationId)
    .where('serial', '=', serial)
    .executeTakeFirst();
  return Boolean(row);
}

export async function findMembershipIdByRequest(
  db: Executor,
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
  membership: {
    user_id: number;
    association_id: number;
    membership_type_id: number;
    membership_request_id: number;
    transaction_id: number | null;
    serial: number;
    start_date: string;
    end_date: string | null;
  },
): Promise<{ id: number; serial: number }> {
  return trx.insertInto('memberships').values(membership).returning(['id', 'serial']).executeTakeFirstOrThrow();
}

const membershipColumns = [
  'm.id',
  'm.serial',
  'm.start_date',
  'm.end_date',
  'm.created_at',
  'm.user_id',
  'u.first_name as user_first_name',
  'u.last_name as user_last_name',
  'u.email as user_email',
  'u.email_verified_at as user_email_verified_at',
  'u.public_handle as user_public_handle',
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

function membershipQuery(db: Executor) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('associations as a', 'a.id', 'm.association_id')
    .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .select(membershipColumns);
}

export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembershipRow>>>;

/** Newest first. */
export async function listUserMembershipRows(db: Executor, userId: number) {
  return membershipQuery(db)
    .where('m.user_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export async function findMembershipRow(db: Executor, membershipId: number) {
  return membershipQuery(db).where('m.id', '=', membershipId).executeTakeFirst();
}
