// Test helpers for the page head's inline snippets (shared/src/theme/early-toggle.cjs,
// shared/src/hydration/native-controls.cjs and after-paint-scripts.cjs), run in jsdom as the page runs them.
import { afterEach, beforeAll } from '@jest/globals';

/**
 * Each test installs a snippet on the real window; the window listeners it adds (capturing) are taken off
 * again after each test, so the next test starts from a window without them.
 */
export function removeSnippetListenersAfterEach(): void {
  const listeners: [string, EventListener][] = [];
  const realAdd = window.addEventListener.bind(window);
  beforeAll(() => {
    window.addEventListener = ((type: string, listener: EventListener, options?: boolean) => {
      listeners.push([type, listener]);
      realAdd(type, listener, options);
    }) as typeof window.addEventListener;
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener, true);
  });
}

/** The ids of the elements whose clicks reach the page's own handlers (React listens on #root; here the body). */
export function clicksReachingThePage(): string[] {
  const seen: string[] = [];
  document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
  return seen;
}
