import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { StatusWindow } from './member-status';

/*
 * Every figure comes from trigger-kept counters, so the dashboard of a 100k-member association reads
 * about as many rows as that of a 1k one (bench/growth.ts): member_end_counts (members by the end of
 * their latest membership), association_month_figures (new members and revenue per month) and
 * transaction_counts.
 */

/**
 * Members by status (member-status.ts): a member with several memberships counts once, by the latest
 * end among them ('infinity' for a lifetime one), as the association's public member count does.
 * One index range over the end dates still to come.
 */
export async function countMembersByStatus(db: Kysely<DB>, associationId: number, window: StatusWindow) {
  return db
    .selectFrom('member_end_counts')
    .select([
      sql<number>`coalesce(sum(n), 0)::integer`.as('active'),
      sql<number>`coalesce(sum(n) FILTER (WHERE ends <= ${window.expiringThrough}::date), 0)::integer`.as('expiring'),
    ])
    .where('association_id', '=', associationId)
    .where('ends', '>=', sql<string>`${window.activeFrom}::date`)
    .executeTakeFirstOrThrow();
}

/** The months from `fromMonth` (`yyyy-MM-01`) on that had anything, oldest first. */
export async function listMonthFigures(db: Kysely<DB>, associationId: number, fromMonth: string) {
  return db
    .selectFrom('association_month_figures')
    .select([sql<string>`to_char(month, 'YYYY-MM')`.as('month'), 'new_members', 'revenue'])
    .where('association_id', '=', associationId)
    .where('month', '>=', sql<string>`${fromMonth}::date`)
    .orderBy('month')
    .execute();
}

/**
 * Offline payments waiting for an admin: offline and not (yet) successful, the filter of the offline
 * transactions list the dashboard links to (an offline payment is never failed or cancelled: it is
 * pending until approved). From the per-association counters.
 */
export async function countPendingOfflineApprovals(db: Kysely<DB>, associationId: number): Promise<number> {
  const row = await db
    .selectFrom('transaction_counts')
    .select(sql<number>`coalesce(sum(n), 0)::integer`.as('n'))
    .where('association_id', '=', associationId)
    .where('offline', '=', true)
    .where('success', '=', false)
    .executeTakeFirstOrThrow();
  return row.n;
}
