import { useEffect, useRef, useState } from 'react';
import { isPopoverShown as isOpen } from './popover';
import { useIsHydrated } from './use-is-hydrated';

/**
 * @deprecated No part of this release uses it (the phone menu, the chat box and the account menu are each one
 * popover before and after the page's code). Kept, as every export of @alumni/shared 1.x, for a remote released
 * before that which a shell of this release may run (the shell provides the one @alumni/shared: a remote rolled
 * back to such a release reads it here); goes with the next major.
 *
 * For a native popover served in a page's HTML to answer taps in the seconds before the page's code runs (a
 * phone on a slow network): its button opens it by itself (popovertarget), the browser closes it (a tap
 * outside, Escape, a button with popovertargetaction="hide"). `isWanted` is true until the page is live, then
 * false at once, or, when the popover is open then, once it is closed: the live version takes over. A page
 * rendered in the browser never has it. `ref` goes on the popover.
 */
export function useEarlyPopover<T extends HTMLElement>() {
  const isHydrated = useIsHydrated();
  const [isWanted, setWanted] = useState(!isHydrated);
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isHydrated || !element) return;
    if (!isOpen(element)) {
      setWanted(false);
      return;
    }
    const onToggle = () => {
      if (!isOpen(element)) setWanted(false);
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [isHydrated]);
  return { ref, isWanted };
}
