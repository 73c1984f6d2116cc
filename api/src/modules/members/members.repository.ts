import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { pageWindow } from '../../lib/paging';

type Executor = Kysely<DB> | Transaction<DB>;

/** `namePattern` is a LIKE pattern (already escaped) matched against first, last and "first last". */
export type MemberFilter = { associationId: number; namePattern: string | null; batch: string | null };

/**
 * The association's memberships matching the filter, on memberships alone (plus users for a name):
 * the batch is on the membership (copied from its request), so a batch is one index range.
 * A part of the first or the last name is also a part of "first last": one trigram-indexed expression.
 */
function filteredMemberships(db: Executor, filter: MemberFilter) {
  let query = db.selectFrom('memberships as m').where('m.association_id', '=', filter.associationId);
  if (filter.namePattern !== null) {
    const p = filter.namePattern;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'm.user_id')
          .where(sql<boolean>`lower(u.first_name || ' ' || u.last_name) like lower(${p}) escape '\\'`),
      ),
    );
  }
  if (filter.batch !== null) query = query.where('m.batch', '=', filter.batch);
  return query;
}

/** Without a name, from the per-batch counters (a few rows, whatever the association's size). */
export async function countMembers(db: Executor, filter: MemberFilter): Promise<number> {
  if (filter.namePattern === null) {
    let query = db
      .selectFrom('membership_counts')
      .select(sql<number>`coalesce(sum(n), 0)::integer`.as('n'))
      .where('association_id', '=', filter.associationId);
    if (filter.batch !== null) query = query.where('batch', '=', filter.batch);
    return (await query.executeTakeFirstOrThrow()).n;
  }
  const row = await filteredMemberships(db, filter)
    .select(sql<number>`count(*)::integer`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * True when the association's serials are exactly 1..total (no custom serial, none deleted): the
 * member at position k is then serial k, and a page is a range of serials. Two index probes.
 */
async function hasDenseSerials(db: Executor, associationId: number, total: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => [eb.fn.min<number | null>('serial').as('first'), eb.fn.max<number | null>('serial').as('last')])
    .where('association_id', '=', associationId)
    .executeTakeFirstOrThrow();
  return total > 0 && row.first === 1 && row.last === total;
}

/** A page; `total` (countMembers) lets a deep page be read the cheaper way, without it it is read from the start. */
export type MemberPage = { limit: number; offset: number; total?: number };

/**
 * The ids of one page by serial, picked from an index (the rows before it are skipped there, not
 * joined): all members with serials 1..total are a range of serials; otherwise the page is read
 * from the nearer end of the list (pageWindow), skipping at most half of it.
 */
async function pageIds(db: Executor, filter: MemberFilter, page: MemberPage): Promise<number[]> {
  if (page.total === undefined) {
    const rows = await filteredMemberships(db, filter)
      .select('m.id')
      .orderBy('m.serial')
      .orderBy('m.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((r) => r.id);
  }
  const everyone = filter.namePattern === null && filter.batch === null;
  if (everyone && (await hasDenseSerials(db, filter.associationId, page.total))) {
    const rows = await filteredMemberships(db, filter)
      .select('m.id')
      .where('m.serial', '>', page.offset)
      .where('m.serial', '<=', page.offset + page.limit)
      .execute();
    return rows.map((r) => r.id);
  }
  const window = pageWindow(page.total, page.offset, page.limit);
  if (!window) return [];
  const direction = window.fromEnd ? 'desc' : 'asc';
  const rows = await filteredMemberships(db, filter)
    .select('m.id')
    .orderBy('m.serial', direction)
    .orderBy('m.id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * By serial; all of them when `page` is left out (the CSV export). A page picks its ids from the
 * index first (pageIds), then reads their details.
 */
export async function listMembers(db: Executor, filter: MemberFilter, page?: MemberPage) {
  let ids: number[] | undefined;
  if (page) {
    ids = await pageIds(db, filter, page);
    if (!ids.length) return [];
  }
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
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
      'u.email_verified_at',
      'u.public_handle',
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
    .where('m.id', 'in', ids ?? filteredMemberships(db, filter).select('m.id'))
    .orderBy('m.serial')
    .orderBy('m.id')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
