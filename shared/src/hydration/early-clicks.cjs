// Inline snippet for the page head, beside the theme boot script. A server-rendered page is there to see and
// to tap before React has hydrated it, and until then a tap on a button reaches no handler (React 19 even
// drops a click on a part whose code is still loading, once it listens). This keeps such a click and sends it
// again once React owns the element, so a person who taps the theme toggle, a menu or a dialog's button as
// soon as they see it gets an answer instead of nothing.
// - Only clicks on the server's markup (what #root held when the document was parsed) that React has not
//   hydrated yet: React marks a hydrated element with its own property (`__reactFiber$…`, stable since
//   React 17). Elements made later (by React or by other code) are never held.
// - A link is left to the browser (it follows it itself), a form's submit button too (disabled until the
//   form is live): sent again later, either would act twice.
// - Only the last click is kept; it is dropped if its element leaves the page or is not hydrated in time.
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
  var hydrated = function (element) {
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
    if (!hydrated(target)) {
      win.requestAnimationFrame(check);
      return;
    }
    held = null;
    replaying = true;
    try {
      // Any element: a tap on a button's icon lands on its <svg>, which has no click().
      target.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
    } finally {
      replaying = false;
    }
  };
  var onClick = function (event) {
    var target = event.target;
    if (replaying || !target || target.nodeType !== 1) return;
    var container = root();
    if (!container || !container.contains(target) || hydrated(target)) return;
    if (served && !served.has(target)) return;
    if (target.closest('a[href],button[type="submit"],input[type="submit"]')) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    var waiting = held !== null;
    held = target;
    heldAt = Date.now();
    if (!waiting) win.requestAnimationFrame(check);
  };
  var onParsed = function () {
    var container = root();
    served = new WeakSet(container ? container.querySelectorAll('*') : []);
  };
  win.addEventListener('click', onClick, true);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', onParsed);
  else onParsed();
}

module.exports = { holdEarlyClicks, earlyClicksScript: '(' + holdEarlyClicks.toString() + ')(window,20000);' };
