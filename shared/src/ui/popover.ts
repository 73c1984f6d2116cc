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
