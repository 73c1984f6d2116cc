import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

/** `namePattern` is a LIKE pattern (already escaped) matched against first, last and "first last". */
export type MemberFilter = { associationId: number; namePattern: string | null; batch: string | null };

function filteredMemberships(db: Executor, filter: MemberFilter) {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
    .where('m.association_id', '=', filter.associationId);
  if (filter.namePattern !== null) {
    const p = filter.namePattern;
    query = query.where(
      sql<boolean>`(lower(u.first_name) like lower(${p}) escape '\\'
        or lower(u.last_name) like lower(${p}) escape '\\'
        or lower(u.first_name || ' ' || u.last_name) like lower(${p}) escape '\\')`,
    );
  }
  if (filter.batch !== null) query = query.where('mr.batch', '=', filter.batch);
  return query;
}

export async function countMembers(db: Executor, filter: MemberFilter): Promise<number> {
  const row = await filteredMemberships(db, filter).select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** By serial; all of them when `page` is left out (the CSV export). */
export async function listMembers(db: Executor, filter: MemberFilter, page?: { limit: number; offset: number }) {
  let query = filteredMemberships(db, filter)
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .innerJoin('associations as a', 'a.id', 'm.association_id')
    .select([
      'm.id',
      'm.serial',
      'm.start_date',
      'm.end_date',
      'm.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'mr.institute',
      'mr.batch',
      'mr.roll_number',
      'a.id as association_id',
      'a.name as association_name',
      'a.logo as association_logo',
      'a.website as association_website',
      't.id as type_id',
      't.name as type_name',
      't.short_name as type_short_name',
      't.fee as type_fee',
      't.duration_month as type_duration_month',
    ])
    .orderBy('m.serial')
    .orderBy('m.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
