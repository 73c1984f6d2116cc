import { apiPath, type Call } from './api-path';
import type { ReminderSettings } from './reminders';

/** `:id` is the association. */
export const reminderPaths = {
  settings: apiPath('/associations/:id/reminder-settings/').calls<{
    get: Call<ReminderSettings>;
    put: Call<ReminderSettings, ReminderSettings>;
  }>(),
};
