import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContactMessagesTable, DB } from '../../db/types';
import { pageInOrder } from '../../lib/paging';

const COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'created_at', 'read_at'] as const;

export type ContactMessageFilter = { read?: boolean };

export async function insertContactMessage(db: Kysely<DB>, values: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto('contact_messages').values(values).execute();
}

function filtered(db: Kysely<DB>, { read }: ContactMessageFilter) {
  return db
    .selectFrom('contact_messages')
    .$if(read === true, (qb) => qb.where('read_at', 'is not', null))
    .$if(read === false, (qb) => qb.where('read_at', 'is', null));
}

export async function countContactMessages(db: Kysely<DB>, filter: ContactMessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Newest first. */
export async function listContactMessages(
  db: Kysely<DB>,
  filter: ContactMessageFilter,
  page: { limit: number; offset: number },
) {
  return pageInOrder(
    filtered(db, filter).select(COLUMNS),
    { column: 'created_at', id: 'id', direction: 'desc' },
    page,
  ).execute();
}

/** Marking read keeps the first read time; undefined when there is no such message. */
export async function setContactMessageRead(db: Kysely<DB>, id: number, read: boolean) {
  return db
    .updateTable('contact_messages')
    .set({ read_at: read ? sql<string>`coalesce(read_at, now())` : null })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/**
 * The landing-page counters, in one round trip. members: people holding a membership of an
 * association that has not ended by `today` (yyyy-MM-dd; no end date = lifetime), each person
 * counted once per association, as the association list counts them.
 */
export async function countSiteFigures(db: Kysely<DB>, today: string) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('associations').select(eb.fn.countAll<number>().as('n')).as('associations'),
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('memberships')
            .select(['user_id', 'association_id'])
            .distinct()
            .where((w) => w.or([w('end_date', 'is', null), w('end_date', '>=', today)]))
            .as('active'),
        )
        .select(eb.fn.countAll<number>().as('n'))
        .as('members'),
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', true)
        .where('is_superuser', '=', false)
        .as('users'),
    ])
    .executeTakeFirstOrThrow();
}
