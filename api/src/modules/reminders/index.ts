// What other modules may use of reminders: the ones sent for members' current periods (the admin's list).
export { listSentReminders } from './reminders.repository';
