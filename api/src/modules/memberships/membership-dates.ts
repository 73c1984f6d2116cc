import { LIFETIME_MONTHS } from '@alumni/shared/contracts';
import { addMonths } from '../../lib/business-dates';

/** The end of a membership that starts on `startDate`: null for a lifetime type (1200 months or more). */
export function membershipEndDate(startDate: string, durationMonth: number): string | null {
  return durationMonth >= LIFETIME_MONTHS ? null : addMonths(startDate, durationMonth);
}

export const isActiveOn = (endDate: string | null, on: string) => endDate === null || endDate >= on;
