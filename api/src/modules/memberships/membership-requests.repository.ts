import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/types';

export async function findMembershipType(db: Kysely<DB>, typeId: number) {
  return db
    .selectFrom('membership_types')
    .select(['id', 'association_id', 'name', 'short_name', 'fee', 'duration_month', 'is_retired'])
    .where('id', '=', typeId)
    .executeTakeFirst();
}

const requestColumns = [
  'id',
  'user_id',
  'association_id',
  'membership_type_id',
  'institute',
  'batch',
  'roll_number',
  'proof_document',
  'created_at',
] as const;

export async function insertMembershipRequest(db: Kysely<DB>, request: Insertable<DB['membership_requests']>) {
  return db.insertInto('membership_requests').values(request).returning(requestColumns).executeTakeFirstOrThrow();
}

export async function findMembershipRequest(db: Kysely<DB>, id: number) {
  return db.selectFrom('membership_requests').select(requestColumns).where('id', '=', id).executeTakeFirst();
}

export type MembershipRequestRow = NonNullable<Awaited<ReturnType<typeof findMembershipRequest>>>;

/**
 * The newest renewal of a membership for a type that is not paid yet (no success, no period added):
 * renewing again answers it, so its one open charge is answered again too.
 */
export async function findOpenRenewalRequest(db: Kysely<DB>, membershipId: number, typeId: number) {
  return db
    .selectFrom('membership_requests as mr')
    .select('mr.id')
    .where('mr.renewal_of', '=', membershipId)
    .where('mr.membership_type_id', '=', typeId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transactions as tx')
            .select('tx.id')
            .whereRef('tx.membership_request_id', '=', 'mr.id')
            .where('tx.success', '=', true),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('membership_periods as p').select('p.id').whereRef('p.membership_request_id', '=', 'mr.id')),
      ),
    )
    .orderBy('mr.id', 'desc')
    .executeTakeFirst();
}

/** A membership with the details of the request that made it (what a renewal copies). */
export async function findMembershipToRenew(db: Kysely<DB>, membershipId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
    .select(['m.id', 'm.user_id', 'm.association_id', 'm.end_date', 'mr.institute', 'mr.batch', 'mr.roll_number'])
    .where('m.id', '=', membershipId)
    .executeTakeFirst();
}
