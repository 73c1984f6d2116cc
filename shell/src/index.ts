import { addFirstLoadHints, afterFirstPaint, holdEarlyClicks, isServerRendered } from './after-first-paint';

// A page the server rendered is there to see before any code: the browser paints it first, then fetches and
// runs the shell (React, the kit, hydration). Any other page needs the shell to show anything: at once.
if (isServerRendered()) {
  holdEarlyClicks();
  afterFirstPaint(() => {
    addFirstLoadHints();
    void import('./bootstrap');
  });
} else {
  void import('./bootstrap');
}
