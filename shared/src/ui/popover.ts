import type { MouseEvent } from 'react';

/**
 * Whether the browser shows a native popover (`:popover-open`): for a part whose popover a press may have opened
 * before the page's code came, which the code then follows (false where the browser has no popovers, whose
 * button opened nothing).
 */
export function isPopoverShown(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The style props every native popover of the site starts from (the phone menu, the account menu, the chat box):
 * placed in the window, without the browser's margin, and hidden unless open, also where the browser has no
 * popovers (it has no `[popover]` style of its own then, and drops a rule with `:popover-open` it cannot read:
 * the button there opens nothing). A popover's own `css` adds to `css` here.
 */
export const POPOVER_BOX = {
  position: 'fixed',
  m: '0',
  display: 'none',
  css: { '&:popover-open': { display: 'block' } },
} as const;

/** A popover's click handler: a link chosen in it (followed in the page by the router) closes it. */
export function closeOnLinkChoice(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a[href]')) event.currentTarget.hidePopover?.();
}
