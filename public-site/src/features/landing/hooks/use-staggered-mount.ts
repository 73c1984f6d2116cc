import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` below-the-fold parts to render. The first render shows none, so the first screen
 * paints without waiting for the whole page; then one more part per step, each step a transition that
 * React renders in slices between the browser's other work (no long task on a phone). Everything is in
 * the document a moment later. `isImmediate` renders them all at once (a link to `#section` below).
 */
export function useStaggeredMount(total: number, { isImmediate = false } = {}): number {
  const [shown, setShown] = useState(isImmediate ? total : 0);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + 1))), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
