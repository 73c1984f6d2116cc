import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

export async function findAssociationName(db: Executor, associationId: number) {
  return db.selectFrom('associations').select(['id', 'name']).where('id', '=', associationId).executeTakeFirst();
}

export async function findMembershipType(db: Executor, typeId: number) {
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

export async function insertMembershipRequest(
  db: Executor,
  request: {
    user_id: number;
    association_id: number;
    membership_type_id: number;
    institute: string;
    batch: string;
    roll_number: string;
    proof_document: string | null;
  },
) {
  return db.insertInto('membership_requests').values(request).returning(requestColumns).executeTakeFirstOrThrow();
}

export async function findMembershipRequest(db: Executor, id: number) {
  return db.selectFrom('membership_requests').select(requestColumns).where('id', '=', id).executeTakeFirst();
}

export type MembershipRequestRow = NonNullable<Awaited<ReturnType<typeof findMembershipRequest>>>;
