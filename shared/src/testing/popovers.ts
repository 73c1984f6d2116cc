/**
 * jsdom has no popovers. For unit tests of components that leave opening and closing to the browser (the
 * `popover` attribute, a button's `popovertarget`), a small stand-in for what a browser does, after the HTML
 * standard: showPopover/hidePopover/togglePopover; `beforetoggle` then `toggle` events carrying oldState and
 * newState (a browser sends `toggle` a moment later; here at once); a `popovertarget` button's click opening,
 * closing or toggling its popover (`popovertargetaction`); an "auto" popover's light dismiss (a click outside it
 * and its button, or Escape); and the UA style that shows an open popover. Nothing of the kind in the app's code.
 */
const UA_STYLE_ID = 'popover-stand-in';

/** The popovers shown, per window: a browser keeps this state off the markup (nothing for React to hydrate). */
const shown = new WeakMap<Window, Set<HTMLElement>>();

type PopoverElement = HTMLElement & {
  showPopover(): void;
  hidePopover(): void;
  togglePopover(force?: boolean): boolean;
};

/** Whether the stand-in shows `element` (what `:popover-open` matches in a browser). */
export const isPopoverOpen = (element: Element) =>
  Boolean(
    element.ownerDocument.defaultView && shown.get(element.ownerDocument.defaultView)?.has(element as HTMLElement),
  );

/**
 * Installs the stand-in on jsdom's window, once; called again (each test's render), it forgets the popovers no
 * longer in the document (a test that ended with one open), whose id a new one may have.
 */
export function installPopovers(win: Window & typeof globalThis = window) {
  const proto = win.HTMLElement.prototype as PopoverElement;
  const known = shown.get(win);
  if (known) {
    known.forEach((element) => element.isConnected || known.delete(element));
    win.document.getElementById(UA_STYLE_ID)?.remove();
    return;
  }
  if ('showPopover' in proto) return;
  const open = new Set<HTMLElement>();
  shown.set(win, open);
  // The UA style of an open popover, last in the document (jsdom lets the later rule win, and cannot match
  // :popover-open): by id, which the popovers of the app have.
  const uaStyle = win.document.createElement('style');
  uaStyle.id = UA_STYLE_ID;
  const showStyles = () => {
    uaStyle.textContent = Array.from(
      open,
      (element) => `#${win.CSS?.escape?.(element.id) ?? element.id}{display:block}`,
    ).join('');
    win.document.head.append(uaStyle);
  };

  const toggle = (element: HTMLElement, show: boolean) => {
    if (!element.hasAttribute('popover') || open.has(element) === show) return;
    const states = { oldState: show ? 'closed' : 'open', newState: show ? 'open' : 'closed' };
    const before = Object.assign(new win.Event('beforetoggle', { cancelable: show }), states);
    if (!element.dispatchEvent(before) && show) return;
    if (show) {
      // Opening an "auto" popover closes the other ones, as in a browser (no nesting here).
      if (element.getAttribute('popover') === 'auto') openAuto().forEach((other) => toggle(other, false));
      open.add(element);
    } else {
      open.delete(element);
    }
    showStyles();
    element.dispatchEvent(Object.assign(new win.Event('toggle'), states));
  };

  const openAuto = () =>
    Array.from(open).filter((element) => element.isConnected && element.getAttribute('popover') === 'auto');

  Object.assign(proto, {
    showPopover(this: HTMLElement) {
      toggle(this, true);
    },
    hidePopover(this: HTMLElement) {
      toggle(this, false);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      toggle(this, force ?? !isPopoverOpen(this));
      return isPopoverOpen(this);
    },
  });

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof win.Element ? event.target : null;
      // Light dismiss: a click outside an open "auto" popover and the button that opens it.
      for (const popover of openAuto()) {
        const invoker = target?.closest(`[popovertarget="${popover.id}"]`);
        if (target && !popover.contains(target) && !invoker) toggle(popover, false);
      }
      const button = target?.closest('button[popovertarget]');
      const popover = button && win.document.getElementById(button.getAttribute('popovertarget') ?? '');
      if (!popover) return;
      const action = button.getAttribute('popovertargetaction') ?? 'toggle';
      toggle(popover, action === 'toggle' ? !isPopoverOpen(popover) : action === 'show');
    },
    true,
  );
  win.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') openAuto().forEach((popover) => toggle(popover, false));
    },
    true,
  );
}
