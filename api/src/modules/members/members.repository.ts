import type { MemberOrdering, MembershipStatus } from '@alumni/shared/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { countRows, pageInOrder, pageWindow } from '../../lib/paging';
import { expiringUntil, membershipQuery } from '../memberships';

/**
 * `namePattern` is a LIKE pattern (already escaped) matched against first, last and "first last";
 * `status` is taken on the business date `on` (the rule of membershipStatus, in SQL).
 */
export type MemberFilter = {
  associationId: number;
  namePattern: string | null;
  batch: string | null;
  status?: MembershipStatus | null;
  /** Today's business date for `status` (today() when left out). */
  on?: string;
};

/** membershipStatus in SQL, on m.end_date: a range of the (association_id, end_date) index. */
function statusCondition(status: MembershipStatus, on: string): Expression<SqlBool> {
  const until = expiringUntil(on);
  if (status === 'lifetime') return sql<SqlBool>`m.end_date is null`;
  if (status === 'expired') return sql<SqlBool>`m.end_date < ${on}::date`;
  if (status === 'expiring') return sql<SqlBool>`m.end_date between ${on}::date and ${until}::date`;
  return sql<SqlBool>`m.end_date > ${until}::date`;
}

/** Soonest end first, lifetime last (or the reverse); ties by serial. */
const endDateOrder = (direction: 'asc' | 'desc') =>
  direction === 'asc' ? sql`m.end_date asc nulls last` : sql`m.end_date desc nulls first`;

/**
 * The association's memberships matching the filter, on memberships alone (plus users for a name):
 * the batch is on the membership (copied from its request), so a batch is one index range.
 * A part of the first or the last name is also a part of "first last": one trigram-indexed expression.
 */
function filteredMemberships(db: Kysely<DB>, filter: MemberFilter) {
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
  if (filter.status) query = query.where(statusCondition(filter.status, filter.on ?? today()));
  return query;
}

/** Without a name, from the per-batch counters (a few rows, whatever the association's size). */
export async function countMembers(db: Kysely<DB>, filter: MemberFilter): Promise<number> {
  if (filter.namePattern === null && !filter.status) {
    let query = db
      .selectFrom('membership_counts')
      .select(sql<number>`coalesce(sum(n), 0)::integer`.as('n'))
      .where('association_id', '=', filter.associationId);
    if (filter.batch !== null) query = query.where('batch', '=', filter.batch);
    return (await query.executeTakeFirstOrThrow()).n;
  }
  return countRows(filteredMemberships(db, filter));
}

/**
 * True when the association's serials are exactly 1..total (no custom serial, none deleted): the
 * member at position k is then serial k, and a page is a range of serials. Two index probes.
 */
async function hasDenseSerials(db: Kysely<DB>, associationId: number, total: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => [eb.fn.min<number | null>('serial').as('first'), eb.fn.max<number | null>('serial').as('last')])
    .where('association_id', '=', associationId)
    .executeTakeFirstOrThrow();
  return total > 0 && row.first === 1 && row.last === total;
}

/** A page; `total` (countMembers) lets a deep page be read the cheaper way, without it it is read from the start. */
export type MemberPage = { limit: number; offset: number; total?: number; ordering?: MemberOrdering };

/**
 * The ids of one page by serial, picked from an index (the rows before it are skipped there, not
 * joined): all members with serials 1..total are a range of serials; otherwise the page is read
 * from the nearer end of the list (pageWindow), skipping at most half of it.
 */
async function pageIds(db: Kysely<DB>, filter: MemberFilter, page: MemberPage): Promise<number[]> {
  if (page.ordering && page.ordering !== 'serial') {
    const rows = await filteredMemberships(db, filter)
      .select('m.id')
      .orderBy(endDateOrder(page.ordering === 'end_date' ? 'asc' : 'desc'))
      .orderBy('m.serial')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((r) => r.id);
  }
  if (page.total === undefined) {
    const rows = await pageInOrder(
      filteredMemberships(db, filter).select('m.id'),
      { column: 'm.serial', id: 'm.id' },
      page,
    ).execute();
    return rows.map((r) => r.id);
  }
  const everyone = filter.namePattern === null && filter.batch === null && !filter.status;
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
  const rows = await pageInOrder(
    filteredMemberships(db, filter).select('m.id'),
    { column: 'm.serial', id: 'm.id', direction },
    window,
  ).execute();
  return rows.map((r) => r.id);
}

/**
 * By serial; all of them when `page` is left out (the CSV export). A page picks its ids from the
 * index first (pageIds), then reads their details.
 */
export async function listMembers(db: Kysely<DB>, filter: MemberFilter, page?: MemberPage) {
  const ordering = page?.ordering ?? 'serial';
  let ids: number[] | undefined;
  if (page) {
    ids = await pageIds(db, filter, page);
    if (!ids.length) return [];
  }
  return membershipQuery(db)
    .where('m.id', 'in', ids ?? filteredMemberships(db, filter).select('m.id'))
    .$if(ordering !== 'serial', (q) => q.orderBy(endDateOrder(ordering === 'end_date' ? 'asc' : 'desc')))
    .orderBy('m.serial')
    .orderBy('m.id')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
