import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

/** The person's places and waiting-list entries at published events not yet started, by event (one lock order). */
export async function listOpenRsvpsOf(trx: Transaction<DB>, userId: number, now: Date) {
  return trx
    .selectFrom('event_rsvps as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.id', 'r.event_id'])
    .where('r.user_id', '=', userId)
    .where('r.status', 'in', ['going', 'waiting'])
    .where('e.status', '=', 'published')
    .where('e.starts_at', '>', now.toISOString())
    .orderBy('r.event_id')
    .execute();
}

/**
 * Deletes the person's answers to events not yet started, except one a payment points at (a ticket paid,
 * refunded, or a charge opened): the association keeps that record of money, as it keeps a membership's.
 */
export async function deleteUpcomingRsvpsOf(trx: Transaction<DB>, userId: number, now: Date): Promise<number> {
  const result = await trx
    .deleteFrom('event_rsvps as r')
    .where('r.user_id', '=', userId)
    .where('r.event_id', 'in', (eb) => eb.selectFrom('events').select('id').where('starts_at', '>', now.toISOString()))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transactions as tx')
            .select(sql`1`.as('one'))
            .whereRef('tx.event_rsvp_id', '=', 'r.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the account holding an RSVP still exists (a deleted one is kept anonymised and inactive). */
export async function isHolderActive(trx: Transaction<DB>, rsvpId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('event_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('u.is_active')
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
  return row?.is_active === true;
}
