import type { ReminderSettings } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { associationNotFound } from '../associations';
import type { MailOutbox } from '../mail';
import { reminderMail } from './reminder-mail';
import * as reminders from './reminders.repository';

export type ReminderDeps = { db: Kysely<DB>; mailOutbox: MailOutbox; publicOrigin: string };

const BATCH = 200;

/**
 * Mails every reminder due today (Asia/Dhaka) that was not sent yet. Each is recorded and its mail
 * queued in one transaction, and the record is unique per membership period and kind: two instances
 * running this at once, or a run killed midway and started again, never mail the same reminder twice.
 * The outbox delivers the queued mails.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  now = new Date(),
  { batch = BATCH }: { batch?: number } = {},
): Promise<{ sent: number }> {
  const day = today(now);
  let sent = 0;
  for (const associationId of await reminders.listAssociationsWithReminders(deps.db)) {
    for (let after: reminders.ReminderCursor | null = null; ;) {
      const due = await reminders.listDueReminders(deps.db, { today: day, associationId, after, limit: batch });
      for (const reminder of due) if (await sendReminder(deps, reminder)) sent++;
      if (due.length < batch) break;
      const last = due[due.length - 1];
      after = { end: last.period_end, serial: last.serial, id: last.membership_id };
    }
  }
  return { sent };
}

/** Records one reminder and queues its mail together; false when another run recorded it first. */
async function sendReminder(deps: ReminderDeps, reminder: reminders.DueReminder): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const { membership_id, period_end, kind } = reminder;
    const id = await reminders.insertReminder(trx, { membership_id, period_end, kind });
    if (id === undefined) return false;
    await reminders.setReminderMail(
      trx,
      id,
      await deps.mailOutbox.enqueue(reminderMail(reminder, deps.publicOrigin), trx),
    );
    return true;
  });
}

export async function getReminderSettings(db: Kysely<DB>, associationId: number): Promise<ReminderSettings> {
  const enabled = await reminders.findRemindersEnabled(db, associationId);
  if (enabled === undefined) throw associationNotFound();
  return { reminders_enabled: enabled };
}

export async function setReminderSettings(
  db: Kysely<DB>,
  associationId: number,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  if (!(await reminders.updateRemindersEnabled(db, associationId, settings.reminders_enabled)))
    throw associationNotFound();
  return settings;
}
