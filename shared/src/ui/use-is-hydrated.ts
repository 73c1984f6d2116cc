import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true once this part of the page
 * runs here (a page rendered in the browser is true from its first render). For what a server-rendered page
 * does without its code (a form the browser would send, a menu the browser opens) and stops doing once live.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
