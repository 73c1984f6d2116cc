export type PageItem = number | 'gap-before' | 'gap-after';

export const PAGE_WINDOW_RADIUS = 3;

/**
 * Page numbers to show around `current`: 3 either side (7 in all), slid inward at the edges so
 * 7 stay visible, with a gap marker where pages are left out (spec section 9).
 */
export function paginationWindow(current: number, totalPages: number, radius = PAGE_WINDOW_RADIUS): PageItem[] {
  if (totalPages < 1) return [];
  const size = radius * 2 + 1;
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(1, Math.min(page - radius, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push('gap-before');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages) items.push('gap-after');
  return items;
}

export const totalPagesOf = (count: number, limit: number) => Math.max(1, Math.ceil(count / Math.max(1, limit)));
