// Inline snippet for the page head, beside the theme boot script. A server-rendered page is there to see and
// to tap before React has hydrated it, and until then a tap on a button reaches no handler (React 19 even
// drops a click on a part whose code is still loading, once it listens). This keeps such a click and sends it
// again once React owns the element, so a person who taps the theme toggle, a menu or a dialog's button as
// soon as they see it gets an answer instead of nothing.
// - Only taps on the server's markup (what #root held when the document was parsed) that React does not own
//   yet: the page is live (`data-ready` on <html>, set once the hydration is committed), React has marked
//   the element with its own property (`__reactFiber$…`, stable since React 17), and the element is in no
//   part hydrated later (`data-hydrating` on an ancestor, taken off once that part is committed: React marks
//   elements while it renders them, a commit that can come several tasks later). Elements made later (by
//   React or by other code) are never held.
// - The tap's other events (pointer, mouse, touch, key) are kept from React too, not sent again: given one on
//   markup it has not hydrated, React hydrates the whole rest of the page at once, in one long task that
//   holds up the very paint the tap waits for. Their default actions (focus, scrolling, typing) happen.
// - A link is left to the browser (it follows it itself), a form's submit button too (disabled until the
//   form is live): sent again later, either would act twice. A press on a disabled submit button (which
//   makes no click) is kept as its click, sent once the button is enabled: a form the browser filled in is
//   sent by the tap that brought the page's code. A button that opens or closes a popover
//   (popovertarget) is the browser's to answer: its events are kept from React, not sent again. The theme
//   toggle is answered by its own snippet, which runs before this one (shared/src/theme/early-toggle.cjs).
// - Only the last click is kept; it is dropped if its element leaves the page or is not hydrated in time. The
//   control the press focused is focused again first: React heard nothing of that focus.
// Plain source, no bundle: it runs before any of the site's code.
function holdEarlyClicks(win, patienceMs) {
  var doc = win.document;
  var served = null;
  var held = null;
  var heldAt = 0;
  var replaying = false;
  var root = function () {
    return doc.getElementById('root');
  };
  var owned = function (element) {
    if (!doc.documentElement.hasAttribute('data-ready') || element.closest('[data-hydrating]')) return false;
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactFiber$') === 0) return true;
    return false;
  };
  var check = function () {
    var target = held;
    if (!target) return;
    if (!target.isConnected || Date.now() - heldAt > patienceMs) {
      held = null;
      return;
    }
    if (!owned(target) || target.disabled) {
      win.requestAnimationFrame(check);
      return;
    }
    held = null;
    replaying = true;
    try {
      // The press focused its control while no one listened: focused again, for the live page to hear (a
      // widget may answer only a focused trigger: Zag's accordion takes a click in its focused state only).
      var active = doc.activeElement;
      if (active && active !== doc.body && active.contains(target) && typeof active.focus === 'function') {
        active.blur();
        active.focus({ preventScroll: true });
      }
      // Any element: a tap on a button's icon lands on its <svg>, which has no click().
      target.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
    } finally {
      replaying = false;
    }
  };
  // On the server's markup, not React's yet.
  var isEarly = function (event) {
    var target = event.target;
    if (replaying || !target || target.nodeType !== 1) return false;
    var container = root();
    if (!container || !container.contains(target) || owned(target)) return false;
    return !served || served.has(target);
  };
  var isNative = function (event) {
    return event.target.closest('[popovertarget]') !== null;
  };
  var isHeld = function (event) {
    return (
      isEarly(event) && !isNative(event) && !event.target.closest('a[href],button[type="submit"],input[type="submit"]')
    );
  };
  var onClick = function (event) {
    if (isEarly(event) && isNative(event)) {
      // The browser opens or closes the popover (the click's default action); React is kept out of it.
      event.stopImmediatePropagation();
      return;
    }
    if (!isHeld(event)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    hold(event.target);
  };
  var hold = function (target) {
    var waiting = held !== null;
    held = target;
    heldAt = Date.now();
    if (!waiting) win.requestAnimationFrame(check);
  };
  // A press on a submit button still disabled (until its form is live: shared/src/ui/forms/submit-button.tsx)
  // makes no click, but Chromium does send the press: kept as the click it was, sent once the button is
  // enabled. Not for a form the browser sends itself (an `action`: the search forms).
  var disabledSubmit = function (event) {
    if (event.type !== 'pointerdown' || !isEarly(event)) return null;
    var button = event.target.closest('button[type="submit"][disabled],input[type="submit"][disabled]');
    return button && !(button.form && button.form.hasAttribute('action')) ? button : null;
  };
  var onOther = function (event) {
    var submit = disabledSubmit(event);
    if (submit) hold(submit);
    if (isEarly(event) && (isNative(event) || isHeld(event))) event.stopImmediatePropagation();
  };
  var onParsed = function () {
    var container = root();
    served = new WeakSet(container ? container.querySelectorAll('*') : []);
  };
  win.addEventListener('click', onClick, true);
  var others = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'];
  for (var i = 0; i < others.length; i++) win.addEventListener(others[i], onOther, { capture: true, passive: true });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', onParsed);
  else onParsed();
}

module.exports = { holdEarlyClicks, earlyClicksScript: '(' + holdEarlyClicks.toString() + ')(window,20000);' };
