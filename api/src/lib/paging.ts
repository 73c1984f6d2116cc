import {
  sql,
  type OrderByDirection,
  type OrderByExpression,
  type SelectQueryBuilder,
  type StringReference,
} from 'kysely';

/**
 * Rows [offset, offset + limit) of a list of `total` rows, to be read from whichever end is nearer:
 * in the list's order (`fromEnd` false) skipping `offset`, or in reverse skipping what lies after the
 * page. A deep page then skips at most half of the list in the index, and the last pages as few rows
 * as the first. Null: the page is past the end.
 */
export type PageWindow = { offset: number; limit: number; fromEnd: boolean };

export function pageWindow(total: number, offset: number, limit: number): PageWindow | null {
  if (offset >= total) return null;
  const after = Math.max(0, total - offset - limit);
  if (offset <= after) return { offset, limit, fromEnd: false };
  return { offset: after, limit: Math.min(limit, total - offset), fromEnd: true };
}

/** A page of a list in a stable order: by `column`, ties by `id`, both `direction`; rows [offset, offset + limit). */
export function pageInOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: { column: OrderByExpression<DB, TB, O>; id: StringReference<DB, TB>; direction?: OrderByDirection },
  page: { limit: number; offset: number },
): SelectQueryBuilder<DB, TB, O> {
  const direction = order.direction ?? 'asc';
  return query.orderBy(order.column, direction).orderBy(order.id, direction).limit(page.limit).offset(page.offset);
}

/** How many rows `query` has (a list's total); `::integer` gives a number on both drivers, not pg's int8 string. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // $castTo: Kysely cannot work out the selection's type over a generic table.
  const row = await query
    .select(sql<number>`count(*)::integer`.as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return row.n;
}
