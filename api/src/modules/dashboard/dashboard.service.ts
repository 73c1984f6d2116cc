import type { AssociationDashboard, DashboardMonth } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { addMonths, today } from '../../lib/business-dates';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin } from '../associations';
import * as dashboard from './dashboard.repository';
import { EXPIRING_WITHIN_DAYS, statusWindow } from './member-status';

const MONTHS = 12;

/** `yyyy-MM` of the MONTHS months ending with the one of `on`, oldest first. */
function lastMonths(on: string): string[] {
  const first = `${on.slice(0, 7)}-01`;
  return Array.from({ length: MONTHS }, (_, i) => addMonths(first, i - (MONTHS - 1)).slice(0, 7));
}

/** An association's figures on the Asia/Dhaka date of `now` (its admins and the super admin; others get the 404). */
export async function getDashboard(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  now: Date,
): Promise<AssociationDashboard> {
  await assertAssociationAdmin(db, user, associationId);
  const on = today(now);
  const months = lastMonths(on);
  const [members, figures, pending] = await Promise.all([
    dashboard.countMembersByStatus(db, associationId, statusWindow(on)),
    dashboard.listMonthFigures(db, associationId, `${months[0]}-01`),
    dashboard.countPendingOfflineApprovals(db, associationId),
  ]);
  const byMonth = new Map(figures.map((f) => [f.month, f]));
  const series: DashboardMonth[] = months.map((month) => ({
    month,
    new_members: byMonth.get(month)?.new_members ?? 0,
    revenue: byMonth.get(month)?.revenue ?? 0,
  }));
  return {
    today: on,
    active_members: members.active,
    expiring_members: members.expiring,
    expiring_within_days: EXPIRING_WITHIN_DAYS,
    pending_offline_approvals: pending,
    this_month: series[series.length - 1],
    months: series,
  };
}
