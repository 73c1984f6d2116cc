import { useEffect, useRef } from 'react';

/** A part of the page whose script has not taken it over yet: its mark is in the markup, not yet marked live. */
const PENDING_PART = '[data-live-mark]:not([data-live])';

/**
 * Sets `data-ready` on <html> once no part of the page is still waiting for its script: what a test or the
 * bench waits for before it taps, instead of a delay. A tap before it is on the server's markup (the
 * browser's own form post); a tap after it reaches the script.
 */
function markReadyIfAllLive(doc: Document) {
  if (!doc.querySelector(PENDING_PART)) doc.documentElement.setAttribute('data-ready', '');
}

/**
 * The end of a part that hydrates on its own: put it inside a Suspense boundary, after the content. The
 * server renders its (hidden, empty) mark into the page; React hydrates a boundary's content all at once
 * and runs this effect after the content's own, so the mark turns live only when every control before it in
 * the boundary answers through the script. The page is ready when the last part turns live.
 */
export function PartLive() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    mark.current?.setAttribute('data-live', '');
    markReadyIfAllLive(document);
  }, []);
  return <span ref={mark} data-live-mark="" hidden />;
}

/**
 * At the root of the tree: marks the page ready when the root commits, unless a part the server rendered is
 * still to hydrate (its PartLive then marks it). A page rendered in the browser has no pending parts.
 */
export function PageLive() {
  useEffect(() => markReadyIfAllLive(document), []);
  return null;
}
