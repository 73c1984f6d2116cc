import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { membershipEndDate } from '../memberships';
import {
  ASSOCIATIONS,
  DEMO_MEMBERSHIPS,
  ENDED_ONLINE,
  MEMBERS,
  MEMBERSHIP_TYPES,
  OFFLINE_METHODS,
  PENDING_OFFLINE,
  TYPE_PATTERN,
  type AssociationKey,
  type DemoUserKey,
  type TypeCode,
} from './seed-data';

/*
 * The demo data's membership requests, transactions (paid online or offline, waiting for approval,
 * ended) and memberships with their serials.
 */

/** A user of the data set: a demo user's key, or the index of a generated member. */
export type UserRef = string | number;

export type SeedLookups = {
  userId: (ref: UserRef) => number;
  associationId: (key: AssociationKey) => number;
  typeId: (association: AssociationKey, code: TypeCode) => number;
};

const DEMO_BATCH: Record<DemoUserKey, string> = { assocAdmin: '2001', member1: '2008', member2: '2012' };

type Paid = { user: UserRef; association: AssociationKey; type: TypeCode; date: string; offline: boolean };

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const feeOf = (association: AssociationKey, type: TypeCode) => {
  const factor = ASSOCIATIONS.find((a) => a.key === association)!.feeFactor;
  const base = MEMBERSHIP_TYPES.find((t) => t.short_name === type)!.fee;
  return Math.round((base * factor) / 50) * 50;
};

/** The generated members' memberships: about 60% of members per association (girls' schools: women only). */
function generatedMemberships(): Paid[] {
  const taken = new Set([...PENDING_OFFLINE, ...ENDED_ONLINE].map((p) => `${p.user}:${p.association}`));
  const paid: Paid[] = [];
  ASSOCIATIONS.forEach((association, a) => {
    MEMBERS.forEach(([, , female], i) => {
      if (association.girlsOnly && !female) return;
      if ((i * 7 + a * 3) % 5 >= 3 || taken.has(`${i}:${association.key}`)) return;
      paid.push({
        user: i,
        association: association.key,
        type: TYPE_PATTERN[(i + a) % TYPE_PATTERN.length],
        date: addDays('2024-01-08', (i * 37 + a * 53) % 680),
        offline: (i + a) % 2 === 1,
      });
    });
  });
  return paid;
}

/** Inserts every request, transaction and membership (one batch each); sets each association's last_serial. */
export async function insertPaymentsAndMemberships(
  trx: Transaction<DB>,
  { userId, associationId, typeId }: SeedLookups,
  proof: string | null,
) {
  // Membership requests: one per membership, pending payment and ended online payment.
  const paid = [
    ...DEMO_MEMBERSHIPS.map((m) => ({
      user: m.user,
      association: m.association,
      type: m.type,
      date: m.start,
      offline: m.offline,
    })),
    ...generatedMemberships(),
  ];
  const pending = PENDING_OFFLINE.map((p) => ({ ...p, date: p.created }));
  const ended = ENDED_ONLINE.map((e) => ({ ...e, date: e.created }));
  const applications = [...paid, ...pending, ...ended];
  const requestKey = (a: { user: UserRef; association: AssociationKey; type: TypeCode }) =>
    `${userId(a.user)}:${associationId(a.association)}:${typeId(a.association, a.type)}`;
  if (new Set(applications.map(requestKey)).size !== applications.length)
    throw new Error('seed data: one request per user, association and type');

  const insertedRequests = await trx
    .insertInto('membership_requests')
    .values(
      applications.map((a, n) => ({
        user_id: userId(a.user),
        association_id: associationId(a.association),
        membership_type_id: typeId(a.association, a.type),
        institute: 'School',
        batch: typeof a.user === 'number' ? String(MEMBERS[a.user][3]) : (DEMO_BATCH[a.user as DemoUserKey] ?? '2000'),
        roll_number: String(10 + ((n * 13) % 90)),
        proof_document: 'withProof' in a && a.withProof ? proof : null,
        created_at: `${a.date}T03:00:00Z`,
      })),
    )
    .returning(['id', 'user_id', 'association_id', 'membership_type_id'])
    .execute();
  const requestId = new Map(
    insertedRequests.map((r) => [`${r.user_id}:${r.association_id}:${r.membership_type_id}`, r.id]),
  );

  // Transactions: paid (online via the sandbox, or offline approved by the admin), pending offline, ended online.
  let sequence = 0;
  const reference = (date: string) => `TXN-${date.replace(/-/g, '')}-SEED${String(++sequence).padStart(6, '0')}`;
  const adminOf = (key: AssociationKey) => userId(ASSOCIATIONS.find((a) => a.key === key)!.admin);
  const base = (a: { user: UserRef; association: AssociationKey; type: TypeCode; date: string }) => ({
    user_id: userId(a.user),
    association_id: associationId(a.association),
    membership_request_id: requestId.get(requestKey(a))!,
    transaction_id: reference(a.date),
    amount: feeOf(a.association, a.type),
    currency: 'BDT',
    created_at: `${a.date}T04:00:00Z`,
    updated_at: `${a.date}T04:30:00Z`,
  });
  const transactionRows = [
    ...paid.map((p, n) => {
      const row = base(p);
      const method = OFFLINE_METHODS[n % OFFLINE_METHODS.length];
      return {
        ...row,
        offline: p.offline,
        success: true,
        status: 'success' as const,
        gateway: p.offline ? 'offline' : 'sandbox',
        gateway_session: p.offline ? null : `sandbox-${row.transaction_id}`,
        transaction_date: `${p.date}T04:30:00Z`,
        transaction_method: p.offline ? method : null,
        platform_transaction_id: p.offline
          ? method === 'Cash'
            ? null
            : `${method === 'bKash' ? 'BK' : 'NG'}${String(735_100 + n * 97)}`
          : `SBX-${row.transaction_id}`,
        approved_by: p.offline ? adminOf(p.association) : null,
        approved_at: p.offline ? `${addDays(p.date, 1)}T05:00:00Z` : null,
      };
    }),
    ...pending.map((p) => ({
      ...base(p),
      offline: true,
      success: false,
      status: 'pending' as const,
      gateway: 'offline',
    })),
    ...ended.map((e) => ({ ...base(e), offline: false, success: false, status: e.status, gateway: 'sandbox' })),
  ];
  const insertedTransactions = await trx
    .insertInto('transactions')
    .values(transactionRows)
    .returning(['id', 'membership_request_id'])
    .execute();
  const transactionOf = new Map(insertedTransactions.map((t) => [t.membership_request_id, t.id]));

  // Memberships: serials in the order members joined, per association.
  const bySerialOrder = [...paid].sort(
    (a, b) =>
      a.association.localeCompare(b.association) || a.date.localeCompare(b.date) || userId(a.user) - userId(b.user),
  );
  const serials = new Map<AssociationKey, number>();
  await trx
    .insertInto('memberships')
    .values(
      bySerialOrder.map((p) => {
        const serial = (serials.get(p.association) ?? 0) + 1;
        serials.set(p.association, serial);
        const request = requestId.get(requestKey(p))!;
        return {
          user_id: userId(p.user),
          association_id: associationId(p.association),
          membership_type_id: typeId(p.association, p.type),
          membership_request_id: request,
          transaction_id: transactionOf.get(request) ?? null,
          serial,
          start_date: p.date,
          end_date: membershipEndDate(p.date, MEMBERSHIP_TYPES.find((t) => t.short_name === p.type)!.duration_month),
          created_at: `${p.date}T04:30:00Z`,
        };
      }),
    )
    .execute();
  // Each membership's first period, as granting one records it (renewals add the next ones).
  await sql`INSERT INTO membership_periods
      (membership_id, membership_request_id, transaction_id, membership_type_id, start_date, end_date, created_at)
    SELECT id, membership_request_id, transaction_id, membership_type_id, start_date, end_date, created_at
    FROM memberships`.execute(trx);
  await trx
    .updateTable('associations')
    .set({
      last_serial: sql<number>`coalesce((select max(m.serial) from memberships m where m.association_id = associations.id), 0)`,
    })
    .execute();
}
