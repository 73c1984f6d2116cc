import type { MemberOrdering, Membership, MembershipStatus, Paginated } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { containsPattern, normalizeText } from '../../lib/text';
import type { RequestUser } from '../../plugins/auth';
import { listSentReminders } from '../reminders';
import { assertAssociationAdmin } from '../associations';
import { membershipStatus, toMembership } from '../memberships';
import { toCsv } from '../../lib/csv';
import * as members from './members.repository';

export type MemberSearch = { name?: string; batch?: string; status?: MembershipStatus };

/** Spaces inside a searched name count once: "Rahim   Uddin" finds "Rahim Uddin". */
function memberFilter(associationId: number, search: MemberSearch, on: string): members.MemberFilter {
  const name = search.name ? normalizeText(search.name).replace(/\s+/g, ' ') : '';
  return {
    associationId,
    namePattern: name ? containsPattern(name) : null,
    batch: search.batch || null,
    status: search.status ?? null,
    on,
  };
}

/**
 * The association's memberships (its admins) by serial or end date, filtered by part of a name, an
 * exact batch or a status on `on` (today's business date).
 */
export async function listMembers(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  query: MemberSearch & { page: number; limit: number; ordering?: MemberOrdering },
  on = today(),
): Promise<Paginated<Membership>> {
  await assertAssociationAdmin(db, user, associationId);
  const filter = memberFilter(associationId, query, on);
  const ordering = query.ordering ?? 'serial';
  const offset = (query.page - 1) * query.limit;
  let count: number;
  let rows: members.MemberRow[];
  if (offset === 0) {
    // The first page is read from the start whatever the total: both at once.
    [count, rows] = await Promise.all([
      members.countMembers(db, filter),
      members.listMembers(db, filter, { limit: query.limit, offset, ordering }),
    ]);
  } else {
    count = await members.countMembers(db, filter);
    rows = await members.listMembers(db, filter, { limit: query.limit, offset, total: count, ordering });
  }
  // Which renewal reminders each member's current period has had, and when: one query for the page.
  const sent = await listSentReminders(
    db,
    rows.map((row) => row.id),
  );
  return {
    count,
    results: rows.map((row) => {
      const reminders = sent.filter((r) => r.membership_id === row.id).map(({ kind, sent_at }) => ({ kind, sent_at }));
      return { ...toMembership(row, on), ...(reminders.length > 0 && { reminders }) };
    }),
  };
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
  'Status',
  'Source',
] as const;

/**
 * Every matching membership as CSV (same filters as the list, no paging), with its status on `on`.
 * A lifetime membership has no end date.
 */
export async function exportMembersCsv(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  search: MemberSearch,
  on = today(),
): Promise<string> {
  await assertAssociationAdmin(db, user, associationId);
  const rows = await members.listMembers(db, memberFilter(associationId, search, on));
  return toCsv(
    MEMBER_CSV_HEADER,
    rows.map((row) => [
      row.serial,
      `${row.user_first_name} ${row.user_last_name}`.trim(),
      row.user_email,
      row.type_name,
      row.type_duration_month,
      row.batch,
      row.roll_number,
      row.start_date,
      row.end_date ?? '',
      membershipStatus(row.end_date, on),
      row.source,
    ]),
  );
}
