import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A membership's current period: its dates now. */
export type MembershipPeriod = { id: number; start_date: string; end_date: string | null };

/** The codes already issued for these memberships' current periods, by membership id. */
export async function findPeriodCodes(db: Kysely<DB>, periods: MembershipPeriod[]): Promise<Map<number, string>> {
  if (periods.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificate_codes as c')
    .innerJoin('memberships as m', 'm.id', 'c.membership_id')
    .select(['c.membership_id', 'c.code'])
    .where(
      'c.membership_id',
      'in',
      periods.map((p) => p.id),
    )
    .whereRef('c.period_start', '=', 'm.start_date')
    .where(sql<boolean>`c.period_end IS NOT DISTINCT FROM m.end_date`)
    .execute();
  return new Map(rows.map((row) => [row.membership_id, row.code]));
}

/**
 * Issues codes for periods that have none. A period that got its code meanwhile (another request, another
 * instance) keeps that one: the unique index on the period refuses the second, and the caller reads again.
 */
export async function insertPeriodCodes(
  db: Kysely<DB>,
  codes: { code: string; period: MembershipPeriod }[],
): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insertInto('certificate_codes')
    .values(
      codes.map(({ code, period }) => ({
        code,
        membership_id: period.id,
        period_start: period.start_date,
        period_end: period.end_date,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
