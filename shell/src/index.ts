import { addFirstLoadHints, isServerRendered } from './after-first-paint';

/** A task of its own for what follows: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start in slices: the biggest shared modules (React DOM, the Chakra kit, @alumni/shared) are evaluated
 * each in a task of its own, and the shell's start after them, instead of all in one long task. Only with
 * the first-load hints in the page: they fetch every file at once, where these imports one after the other
 * would fetch them one round trip after another.
 */
async function startInSlices() {
  await import('react-dom/client');
  await nextTask();
  await import('@chakra-ui/react');
  await nextTask();
  await import('@alumni/shared');
  await nextTask();
  await import('./bootstrap');
}

// A page the server rendered is there to see and to read before any code: the page's head snippet starts this
// script on a visitor's first use of the page, or once it has painted where a session may exist
// (shared/src/hydration/after-paint-scripts.cjs); then the shell runs (React, the kit, hydration). A tap
// meanwhile is answered by the page's HTML itself (native controls, forms posted to the server). Any other
// page needs the shell to show anything: at once.
if (isServerRendered()) {
  addFirstLoadHints();
  void startInSlices();
} else {
  void import('./bootstrap');
}
