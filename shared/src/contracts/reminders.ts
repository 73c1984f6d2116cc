import { z } from 'zod';

export * from './reminders.paths';

/** The renewal reminders mailed before a membership ends: 30 days, 7 days, and the day it ends. */
export const reminderKindSchema = z.enum(['30_days', '7_days', 'end_day']);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** One reminder mailed for a membership's current period. */
export const sentReminderSchema = z.object({ kind: reminderKindSchema, sent_at: z.string() });
export type SentReminder = z.infer<typeof sentReminderSchema>;

/** GET/PUT /associations/{id}/reminder-settings/ (its admins). */
export const reminderSettingsSchema = z.object({
  reminders_enabled: z.boolean({ error: 'Say whether reminders are sent (true or false)' }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
