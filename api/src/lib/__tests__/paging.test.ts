import { describe, expect, it } from '@jest/globals';
import { pageWindow } from '../paging';

/** The rows a window selects from a list 0..total-1, in the list's order. */
function rowsOf(total: number, offset: number, limit: number): number[] {
  const window = pageWindow(total, offset, limit);
  if (!window) return [];
  const list = Array.from({ length: total }, (_, i) => i);
  const ordered = window.fromEnd ? [...list].reverse() : list;
  return ordered.slice(window.offset, window.offset + window.limit).sort((a, b) => a - b);
}

describe('pageWindow', () => {
  it('selects exactly the rows of the page, whichever end it reads from, for every page of lists of many sizes', () => {
    for (const total of [0, 1, 2, 7, 50, 51, 99, 100, 101, 1003]) {
      for (const limit of [1, 3, 50]) {
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const expected = Array.from({ length: total }, (_, i) => i).slice(offset, offset + limit);
          expect({ total, limit, offset, rows: rowsOf(total, offset, limit) }).toEqual({
            total,
            limit,
            offset,
            rows: expected,
          });
        }
      }
    }
  });

  it('skips at most half of the list, and few rows for the last pages', () => {
    for (let offset = 0; offset < 100_000; offset += 50) {
      const window = pageWindow(100_000, offset, 50);
      expect(window!.offset).toBeLessThanOrEqual(50_000);
    }
    expect(pageWindow(100_000, 99_950, 50)).toEqual({ offset: 0, limit: 50, fromEnd: true });
    expect(pageWindow(100_010, 100_000, 50)).toEqual({ offset: 0, limit: 10, fromEnd: true });
    expect(pageWindow(100, 0, 50)).toEqual({ offset: 0, limit: 50, fromEnd: false });
    expect(pageWindow(100, 100, 50)).toBeNull();
  });
});
