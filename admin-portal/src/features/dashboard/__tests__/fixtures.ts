import type { AssociationDashboard } from '@alumni/shared/contracts';

/** Twelve months, May 2025 to April 2026, the i-th with i new members and i × `revenueStep` of revenue. */
export function dashboardOf(revenueStep: number) {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = i < 8 ? `2025-${String(i + 5).padStart(2, '0')}` : `2026-0${i - 7}`;
    return { month, new_members: i, revenue: i * revenueStep };
  });
  const dashboard: AssociationDashboard = {
    today: '2026-04-01',
    active_members: 1234,
    expiring_members: 56,
    expiring_within_days: 30,
    pending_offline_approvals: 3,
    this_month: months[11],
    months,
  };
  return { months, dashboard };
}
