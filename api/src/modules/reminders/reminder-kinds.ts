import { addDays } from '../../lib/business-dates';

export type ReminderKind = '30_days' | '7_days' | 'end_day';

/**
 * When each reminder is due, in days before the period's end. A reminder whose day passed while no job
 * ran (an outage) is still sent until the next one is due; none is sent for a period that began after
 * its day (a one-month membership gets no "30 days left" mail the day it is paid). The day it ends
 * is caught up for two days.
 */
export const REMINDER_WINDOWS: { kind: ReminderKind; daysBefore: number; untilDaysBefore: number }[] = [
  { kind: '30_days', daysBefore: 30, untilDaysBefore: 8 },
  { kind: '7_days', daysBefore: 7, untilDaysBefore: 1 },
  { kind: 'end_day', daysBefore: 0, untilDaysBefore: -2 },
];

/** The end dates for which `kind` is due on `today`: [from, to], inclusive. */
export function endDatesDue(today: string, window: (typeof REMINDER_WINDOWS)[number]): { from: string; to: string } {
  return { from: addDays(today, window.untilDaysBefore), to: addDays(today, window.daysBefore) };
}
