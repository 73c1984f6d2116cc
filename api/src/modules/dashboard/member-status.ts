/*
 * The membership status rule the dashboard counts by, in Asia/Dhaka dates (`yyyy-MM-dd`):
 * lifetime (no end date), active (ends today or later), expiring (active, not lifetime, ends within
 * the next EXPIRING_WITHIN_DAYS days, that last day included), expired (ended before today).
 * Kept in this one place (and the one SQL range of dashboard.repository.ts that reads it) so that the
 * membership `status` field can share it.
 */
export const EXPIRING_WITHIN_DAYS = 30;

/** `yyyy-MM-dd` plus whole days (calendar arithmetic in UTC: no clock or zone involved). */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** On `on`: an end date from `activeFrom` on is active; up to `expiringThrough` (included) it is also expiring. */
export type StatusWindow = { activeFrom: string; expiringThrough: string };

export function statusWindow(on: string): StatusWindow {
  return { activeFrom: on, expiringThrough: addDays(on, EXPIRING_WITHIN_DAYS) };
}
