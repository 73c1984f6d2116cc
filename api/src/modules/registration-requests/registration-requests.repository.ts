import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { countRows, pageInOrder } from '../../lib/paging';

export type RequestFilter = { applicantId: number | null; isApproved: boolean | undefined };

export async function insertRequest(
  db: Kysely<DB>,
  values: { applicant_id: number; name: string; about: string; established_year: number; address: string },
): Promise<number> {
  const row = await db
    .insertInto('association_registration_requests')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending request of this applicant for an association of this name (any case). */
export async function hasPendingWithName(db: Kysely<DB>, applicantId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('association_registration_requests')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .where('is_approved', '=', false)
    .where('refused_at', 'is', null)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return Boolean(row);
}

/** Requests for a new association (`r`). */
const requests = (db: Kysely<DB>) => db.selectFrom('association_registration_requests as r');

/** The requests a filter picks: one applicant's or everyone's; approved, pending (not approved, not refused) or all. */
function filteredRequests(db: Kysely<DB>, filter: RequestFilter) {
  let query = requests(db);
  if (filter.applicantId !== null) query = query.where('r.applicant_id', '=', filter.applicantId);
  if (filter.isApproved !== undefined) query = query.where('r.is_approved', '=', filter.isApproved);
  if (filter.isApproved === false) query = query.where('r.refused_at', 'is', null);
  return query;
}

/** Requests with their applicant, as the API shows them. */
function withApplicant(query: ReturnType<typeof requests>) {
  return query
    .innerJoin('users as u', 'u.id', 'r.applicant_id')
    .select([
      'r.id',
      'r.name',
      'r.about',
      'r.established_year',
      'r.address',
      'r.created_at',
      'r.is_approved',
      'r.approved_at',
      'r.refused_at',
      'r.refusal_reason',
      'r.association_id',
      'r.applicant_id',
      'u.first_name as applicant_first_name',
      'u.last_name as applicant_last_name',
      'u.email as applicant_email',
      'u.bio as applicant_bio',
    ]);
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function findRequest(db: Kysely<DB>, id: number) {
  return withApplicant(requests(db)).where('r.id', '=', id).executeTakeFirst();
}

export async function countRequests(db: Kysely<DB>, filter: RequestFilter): Promise<number> {
  return countRows(filteredRequests(db, filter));
}

/** Newest first. */
export async function listRequests(db: Kysely<DB>, filter: RequestFilter, page: { limit: number; offset: number }) {
  const query = withApplicant(filteredRequests(db, filter));
  return pageInOrder(query, { column: 'r.created_at', id: 'r.id', direction: 'desc' }, page).execute();
}

/**
 * Marks a pending (not refused) request approved and returns what the association is made from; undefined when
 * the request is missing or already approved. The condition on is_approved makes a second,
 * concurrent approval wait for the first's row lock and then match nothing.
 */
export async function markApproved(trx: Transaction<DB>, id: number, approverId: number) {
  return trx
    .updateTable('association_registration_requests')
    .set({ is_approved: true, approved_at: new Date(), approved_by: approverId })
    .where('id', '=', id)
    .where('is_approved', '=', false)
    .where('refused_at', 'is', null)
    .returning(['applicant_id', 'name', 'about', 'established_year', 'address'])
    .executeTakeFirst();
}

/** Marks a pending request refused; false when it is missing, approved or refused already. */
export async function markRefused(
  trx: Transaction<DB>,
  id: number,
  refusal: { refusedBy: number; reason: string },
): Promise<boolean> {
  const row = await trx
    .updateTable('association_registration_requests')
    .set({ refused_at: new Date(), refused_by: refusal.refusedBy, refusal_reason: refusal.reason })
    .where('id', '=', id)
    .where('is_approved', '=', false)
    .where('refused_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function linkAssociation(trx: Transaction<DB>, id: number, associationId: number): Promise<void> {
  await trx
    .updateTable('association_registration_requests')
    .set({ association_id: associationId })
    .where('id', '=', id)
    .execute();
}
