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
