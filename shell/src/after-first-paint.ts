// Part of main.js, before the async boundary: no shared module here (types, and the ids in plain source), nothing
// from React.
import { FIRST_LOAD_HINTS_ID as HINTS_ID, ROOT_ID, SSR_STATE_ID } from '@alumni/shared/hydration/element-ids.cjs';
import type { FirstLoadHint } from '@alumni/shared/portals';

/**
 * Whether the server rendered this page: its markup and the query cache it was rendered from are here. Such a page
 * lists its scripts for the head's snippet (shared/src/hydration/after-paint-scripts.cjs), which starts them once the
 * page has painted or on the visitor's first use of it: this script then runs after that paint.
 */
export const isServerRendered = (doc: Document = document) =>
  doc.getElementById(SSR_STATE_ID) !== null && doc.getElementById(ROOT_ID)?.firstElementChild != null;

const isHint = (value: unknown): value is FirstLoadHint => {
  const hint = value as FirstLoadHint | null;
  return (
    typeof hint?.href === 'string' &&
    hint.href.startsWith('/') &&
    !hint.href.startsWith('//') &&
    (hint.rel === 'preload' || hint.rel === 'prefetch') &&
    (hint.as === 'script' || hint.as === 'style' || hint.as === 'fetch')
  );
};

/**
 * The server's first-load hints for this page (web/src/preload.ts) as links, so the shell's chunks, the
 * manifest and the remote's entry and first chunks come side by side, not one round trip after another.
 * Links made the way the files are then requested: `/remotes.json` in CORS mode (crossorigin).
 */
export function addFirstLoadHints(doc: Document = document): number {
  let hints: unknown;
  try {
    hints = JSON.parse(doc.getElementById(HINTS_ID)?.textContent ?? '[]');
  } catch {
    return 0;
  }
  if (!Array.isArray(hints)) return 0;
  const links = hints.filter(isHint).map((hint) => {
    const link = doc.createElement('link');
    link.rel = hint.rel;
    link.href = hint.href;
    if (hint.rel === 'preload') link.setAttribute('as', hint.as);
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    return link;
  });
  doc.head.append(...links);
  return links.length;
}
