import { EXPIRING_WITHIN_DAYS, LIFETIME_MONTHS, type MembershipStatus } from '@alumni/shared/contracts';
import { addDays, addMonths } from '../../lib/business-dates';

/** The end of a membership that starts on `startDate`: null for a lifetime type (1200 months or more). */
export function membershipEndDate(startDate: string, durationMonth: number): string | null {
  return durationMonth >= LIFETIME_MONTHS ? null : addMonths(startDate, durationMonth);
}

export const isActiveOn = (endDate: string | null, on: string) => endDate === null || endDate >= on;

/** The last end date that is still `expiring` on `on` (ends within EXPIRING_WITHIN_DAYS days, `on` included). */
export const expiringUntil = (on: string) => addDays(on, EXPIRING_WITHIN_DAYS);

/**
 * The one status rule (the members list filters with its SQL twin, statusCondition in the members
 * repository): no end date is lifetime; an end date before `on` expired; up to 30 days ahead expiring.
 * `on` is a business date (today() of an injected clock).
 */
export function membershipStatus(endDate: string | null, on: string): MembershipStatus {
  if (endDate === null) return 'lifetime';
  if (endDate < on) return 'expired';
  return endDate <= expiringUntil(on) ? 'expiring' : 'active';
}

/**
 * The period a renewal paid on `paidOn` adds: it starts on the later of the old end date and the
 * payment date (a renewal before the end loses no day) and lasts the new type's duration.
 */
export function renewalPeriod(
  oldEndDate: string | null,
  paidOn: string,
  durationMonth: number,
): { start: string; end: string | null } {
  const start = oldEndDate !== null && oldEndDate > paidOn ? oldEndDate : paidOn;
  return { start, end: membershipEndDate(start, durationMonth) };
}
