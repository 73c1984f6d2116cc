import type { Membership, Paginated } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { containsPattern, normalizeText } from '../../lib/text';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin } from '../associations';
import { toMembership } from '../memberships';
import { toCsv } from '../../lib/csv';
import * as members from './members.repository';

export type MemberSearch = { name?: string; batch?: string };

/** The same shape as a member's own membership list; only the user columns are named differently. */
function toMember(row: members.MemberRow, on: string): Membership {
  return toMembership(
    {
      ...row,
      user_first_name: row.first_name,
      user_last_name: row.last_name,
      user_email: row.email,
      user_email_verified_at: row.email_verified_at,
      user_public_handle: row.public_handle,
    },
    on,
  );
}

/** Spaces inside a searched name count once: "Rahim   Uddin" finds "Rahim Uddin". */
function memberFilter(associationId: number, search: MemberSearch): members.MemberFilter {
  const name = search.name ? normalizeText(search.name).replace(/\s+/g, ' ') : '';
  return { associationId, namePattern: name ? containsPattern(name) : null, batch: search.batch || null };
}

/** The association's memberships by serial (its admins), filtered by part of a name or an exact batch. */
export async function listMembers(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  query: MemberSearch & { page: number; limit: number },
): Promise<Paginated<Membership>> {
  await assertAssociationAdmin(db, user, associationId);
  const filter = memberFilter(associationId, query);
  const offset = (query.page - 1) * query.limit;
  let count: number;
  let rows: members.MemberRow[];
  if (offset === 0) {
    // The first page is read from the start whatever the total: both at once.
    [count, rows] = await Promise.all([
      members.countMembers(db, filter),
      members.listMembers(db, filter, { limit: query.limit, offset }),
    ]);
  } else {
    count = await members.countMembers(db, filter);
    rows = await members.listMembers(db, filter, { limit: query.limit, offset, total: count });
  }
  const on = today();
  return { count, results: rows.map((row) => toMember(row, on)) };
}

const MEMBER_CSV_HEADER = [
  'Serial',
  'Name',
  'Email',
  'Membership type',
  'Duration (months)',
  'Batch',
  'Roll number',
  'Start date',
  'End date',
] as const;

/** Every matching membership as CSV (same filters as the list, no paging). A lifetime membership has no end date. */
export async function exportMembersCsv(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  search: MemberSearch,
): Promise<string> {
  await assertAssociationAdmin(db, user, associationId);
  const rows = await members.listMembers(db, memberFilter(associationId, search));
  return toCsv(
    MEMBER_CSV_HEADER,
    rows.map((row) => [
      row.serial,
      `${row.first_name} ${row.last_name}`.trim(),
      row.email,
      row.type_name,
      row.type_duration_month,
      row.batch,
      row.roll_number,
      row.start_date,
      row.end_date ?? '',
    ]),
  );
}
