import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../src/db/types';

/** The tables whose rows have a generated numeric `id`. */
type TableWithId = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB];

/** Writes one row straight to `table` (a fixture the test does not test) and gives back its id. */
export async function insertRow<T extends TableWithId>(
  db: Kysely<DB>,
  table: T,
  values: Insertable<DB[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
