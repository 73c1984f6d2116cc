import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, MembershipTypesTable } from '../../db/types';

/** Memberships held under the type, counted in the same query. */
function memberCount(eb: ExpressionBuilder<DB & { t: DB['membership_types'] }, 't'>) {
  return eb
    .selectFrom('memberships as m')
    .select(sql<number>`count(*)::integer`.as('n'))
    .whereRef('m.membership_type_id', '=', 't.id')
    .as('member_count');
}

function typeQuery(db: Kysely<DB>) {
  return db
    .selectFrom('membership_types as t')
    .select(['t.id', 't.name', 't.short_name', 't.description', 't.fee', 't.duration_month', 't.association_id'])
    .select((eb) => memberCount(eb))
    .where('t.is_retired', '=', false);
}

export type MembershipTypeRow = NonNullable<Awaited<ReturnType<typeof findType>>>;

/** The types on offer (retired ones are kept for their memberships but not listed), shortest and cheapest first. */
export async function listTypes(db: Kysely<DB>, associationId: number) {
  return typeQuery(db)
    .where('t.association_id', '=', associationId)
    .orderBy('t.duration_month')
    .orderBy('t.fee')
    .orderBy('t.id')
    .execute();
}

/** A type on offer of this association (undefined for another association's or a retired one). */
export async function findType(db: Kysely<DB>, associationId: number, typeId: number) {
  return typeQuery(db).where('t.association_id', '=', associationId).where('t.id', '=', typeId).executeTakeFirst();
}

export type TypeValues = { name: string; short_name: string; description: string; fee: number; duration_month: number };

export async function insertType(db: Kysely<DB>, associationId: number, values: TypeValues): Promise<number> {
  const row = await db
    .insertInto('membership_types')
    .values({ ...values, association_id: associationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when no such type is on offer in this association. */
export async function updateType(
  db: Kysely<DB>,
  associationId: number,
  typeId: number,
  changes: Pick<Updateable<MembershipTypesTable>, keyof TypeValues>,
): Promise<boolean> {
  const result = await db
    .updateTable('membership_types')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', typeId)
    .where('association_id', '=', associationId)
    .where('is_retired', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Locks a type on offer for the rest of the transaction. A membership or application being written
 * for it at the same time takes a key-share lock on the same row, so the usage read after this
 * lock cannot miss one.
 */
export async function lockType(trx: Transaction<DB>, associationId: number, typeId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('membership_types')
    .select('id')
    .where('id', '=', typeId)
    .where('association_id', '=', associationId)
    .where('is_retired', '=', false)
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether memberships, or membership applications, refer to the type. */
export async function typeUsage(
  db: Kysely<DB>,
  typeId: number,
): Promise<{ hasMembers: boolean; hasApplications: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('memberships').select('id').where('membership_type_id', '=', typeId)).as('has_members'),
      eb
        .exists(eb.selectFrom('membership_requests').select('id').where('membership_type_id', '=', typeId))
        .as('has_applications'),
    ])
    .executeTakeFirstOrThrow();
  return { hasMembers: Boolean(row.has_members), hasApplications: Boolean(row.has_applications) };
}

export async function retireType(trx: Transaction<DB>, typeId: number): Promise<void> {
  await trx
    .updateTable('membership_types')
    .set({ is_retired: true, updated_at: new Date() })
    .where('id', '=', typeId)
    .execute();
}

export async function deleteType(trx: Transaction<DB>, typeId: number): Promise<void> {
  await trx.deleteFrom('membership_types').where('id', '=', typeId).execute();
}
