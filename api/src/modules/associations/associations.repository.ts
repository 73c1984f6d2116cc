import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AssociationsTable, DB } from '../../db/types';
import { pageInOrder } from '../../lib/paging';

/**
 * Distinct users holding a membership of the association that has not ended by `today` (yyyy-MM-dd):
 * those whose latest membership ends on or after it, from the trigger-kept member_end_counts (a range
 * of future dates, however many members).
 */
function activeMemberCount(eb: ExpressionBuilder<DB & { a: DB['associations'] }, 'a'>, today: string) {
  return eb
    .selectFrom('member_end_counts as c')
    .select(sql<number>`coalesce(sum(c.n), 0)::integer`.as('n'))
    .whereRef('c.association_id', '=', 'a.id')
    .where('c.ends', '>=', sql<string>`${today}::date`)
    .as('member_count');
}

function nameContains(pattern: string | null) {
  return pattern === null ? sql<boolean>`true` : sql<boolean>`lower(a.name) like lower(${pattern}) escape '\\'`;
}

export async function countAssociations(db: Kysely<DB>, pattern: string | null): Promise<number> {
  const row = await db
    .selectFrom('associations as a')
    .select(sql<number>`count(*)::integer`.as('n'))
    .where(nameContains(pattern))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** One page, by name then id, with the member count computed in the same query. */
export async function listAssociations(
  db: Kysely<DB>,
  options: { pattern: string | null; limit: number; offset: number; today: string },
) {
  const query = db
    .selectFrom('associations as a')
    .select(['a.id', 'a.name', 'a.logo', 'a.tagline'])
    .select((eb) => activeMemberCount(eb, options.today))
    .where(nameContains(options.pattern));
  return pageInOrder(query, { column: 'a.name', id: 'a.id' }, options).execute();
}

const associationColumns = [
  'a.id',
  'a.name',
  'a.logo',
  'a.cover',
  'a.tagline',
  'a.about',
  'a.address',
  'a.phone',
  'a.email',
  'a.website',
  'a.established_year',
  'a.society_prefix',
  'a.facebook',
  'a.linkedin',
  'a.twitter',
] as const;

export async function findAssociation(db: Kysely<DB>, id: number, today: string) {
  return db
    .selectFrom('associations as a')
    .select(associationColumns)
    .select((eb) => activeMemberCount(eb, today))
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export type AssociationRow = NonNullable<Awaited<ReturnType<typeof findAssociation>>>;

/** Every association's id and name, by id (sitemap.xml), at most `limit`. */
export async function listAssociationNames(db: Kysely<DB>, limit: number) {
  return db.selectFrom('associations').select(['id', 'name']).orderBy('id').limit(limit).execute();
}

export async function associationExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('associations').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export type AssociationChanges = Pick<
  Updateable<AssociationsTable>,
  | 'name'
  | 'tagline'
  | 'about'
  | 'address'
  | 'website'
  | 'established_year'
  | 'society_prefix'
  | 'phone'
  | 'email'
  | 'facebook'
  | 'linkedin'
  | 'twitter'
>;

/** False when there is no such association. */
export async function updateAssociation(db: Kysely<DB>, id: number, changes: AssociationChanges): Promise<boolean> {
  const result = await db
    .updateTable('associations')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ImageColumn = 'logo' | 'cover';

/** Locks the row for the rest of the transaction and returns the current image path (undefined: no association). */
export async function lockImage(
  trx: Transaction<DB>,
  id: number,
  column: ImageColumn,
): Promise<{ current: string | null } | undefined> {
  const row = await trx.selectFrom('associations').select(column).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? { current: row[column] } : undefined;
}

export async function setImage(trx: Transaction<DB>, id: number, column: ImageColumn, url: string): Promise<void> {
  await trx
    .updateTable('associations')
    .set({ [column]: url, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertAssociation(
  trx: Transaction<DB>,
  values: { name: string; about: string; address: string; established_year: number; society_prefix: string },
): Promise<number> {
  const row = await trx.insertInto('associations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAssociationAdmin(
  trx: Transaction<DB>,
  values: { association_id: number; user_id: number; designation: string },
) {
  await trx.insertInto('association_admins').values(values).execute();
}
