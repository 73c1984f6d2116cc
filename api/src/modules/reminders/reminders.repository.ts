import type { Language } from '@alumni/shared/i18n';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { namedMemberships } from '../memberships';
import { endDatesDue, REMINDER_WINDOWS, type ReminderKind } from './reminder-kinds';

export type DueReminder = {
  membership_id: number;
  serial: number;
  period_end: string;
  kind: ReminderKind;
  email: string;
  first_name: string;
  last_name: string;
  /** The member's language: the reminder is written in it. */
  language: Language;
  association_name: string;
  type_name: string;
};

export type ReminderCursor = { end: string; serial: number; id: number };

/**
 * One association's reminders due on `today` that no instance has sent for this period yet, in
 * (end date, serial, id) order after `after` (a cursor: each batch moves on even when a row is
 * skipped). Closed accounts are left out. Walks memberships_association_end_date_idx in order and stops
 * after `limit` rows found, within about 33 days of end dates.
 */
export async function listDueReminders(
  db: Kysely<DB>,
  {
    today,
    associationId,
    after,
    limit,
  }: { today: string; associationId: number; after: ReminderCursor | null; limit: number },
): Promise<DueReminder[]> {
  const windows = REMINDER_WINDOWS.map((w) => ({ ...w, ...endDatesDue(today, w) }));
  const kind = sql<ReminderKind>`case ${sql.join(
    windows.map((w) => sql`when m.end_date between ${w.from} and ${w.to} then ${w.kind}`),
    sql` `,
  )} end`;
  const rows = await namedMemberships(db)
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id as membership_id',
      'm.serial',
      'm.end_date as period_end',
      kind.as('kind'),
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'a.name as association_name',
      't.name as type_name',
    ])
    .where('m.end_date', 'is not', null)
    .where('m.end_date', '>=', windows[windows.length - 1].from)
    .where('m.end_date', '<=', windows[0].to)
    .where('m.association_id', '=', associationId)
    .$if(after !== null, (q) => q.where(sql<boolean>`(m.end_date, m.id) > (${after!.end}::date, ${after!.id}::int)`))
    .where('u.is_active', '=', true)
    .where(({ or, eb, and }) =>
      or(
        windows.map((w) =>
          and([
            eb('m.end_date', '>=', w.from),
            eb('m.end_date', '<=', w.to),
            // The current period (a renewal starts a new one) began before this reminder's day.
            eb('m.period_start', '<', sql<string>`m.end_date - ${w.daysBefore}::int`),
          ]),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('membership_reminders as r')
            .select(sql`1`.as('one'))
            .whereRef('r.membership_id', '=', 'm.id')
            .whereRef('r.period_end', '=', 'm.end_date')
            .where('r.kind', '=', kind),
        ),
      ),
    )
    .orderBy('m.end_date')
    .orderBy('m.serial')
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows as DueReminder[];
}

/** Records a reminder; undefined when another run recorded it first (the row is unique per period and kind). */
export async function insertReminder(
  db: Kysely<DB>,
  row: { membership_id: number; period_end: string; kind: ReminderKind },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('membership_reminders')
    .values(row)
    .onConflict((oc) => oc.columns(['membership_id', 'period_end', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setReminderMail(db: Kysely<DB>, id: number, mailId: number): Promise<void> {
  await db.updateTable('membership_reminders').set({ mail_id: mailId }).where('id', '=', id).execute();
}

type SentReminder = { membership_id: number; period_end: string; kind: ReminderKind; sent_at: string };

/** The reminders sent for these memberships' current periods, oldest first. */
export async function listSentReminders(db: Kysely<DB>, membershipIds: number[]): Promise<SentReminder[]> {
  if (membershipIds.length === 0) return [];
  return db
    .selectFrom('membership_reminders as r')
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.id', '=', 'r.membership_id').onRef('m.end_date', '=', 'r.period_end'),
    )
    .select(['r.membership_id', 'r.period_end', 'r.kind', 'r.sent_at'])
    .where('r.membership_id', 'in', membershipIds)
    .orderBy('r.sent_at')
    .execute();
}

/** The associations whose members get reminders, by id. */
export async function listAssociationsWithReminders(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('associations')
    .select('id')
    .where('reminders_enabled', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function findRemindersEnabled(db: Kysely<DB>, associationId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('associations')
    .select('reminders_enabled')
    .where('id', '=', associationId)
    .executeTakeFirst();
  return row?.reminders_enabled;
}

export async function updateRemindersEnabled(
  db: Kysely<DB>,
  associationId: number,
  enabled: boolean,
): Promise<boolean> {
  const row = await db
    .updateTable('associations')
    .set({ reminders_enabled: enabled })
    .where('id', '=', associationId)
    .returning('reminders_enabled')
    .executeTakeFirst();
  return row !== undefined;
}
