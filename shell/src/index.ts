import { addFirstLoadHints, afterFirstPaint, isServerRendered } from './after-first-paint';

// A page the server rendered is there to see before any code: the browser paints it first, then fetches and
// runs the shell (React, the kit, hydration); a tap meanwhile is kept by the page's head snippet
// (shared/src/hydration/early-clicks.cjs). Any other page needs the shell to show anything: at once.
if (isServerRendered()) {
  afterFirstPaint(() => {
    addFirstLoadHints();
    void import('./bootstrap');
  });
} else {
  void import('./bootstrap');
}
