// Inline snippet for the page head: when a server-rendered page's own scripts (the shell's main.js) start. The
// server lists them in a JSON script (web/src/pages/page-html.ts) instead of script tags, which the browser
// would fetch beside the page's stylesheet and first-screen image, and count in its first paint: the page is
// there to see, and to use, without them. A page the browser renders keeps its script tags.
// - A visitor without a session (no `data-session` on <html>, set by the session boot script before this
//   runs): on their first sign of using the page, not before. Everything a reader needs works without the
//   code: links, the search forms, the menu and the chat box (the browser's own popovers), the theme toggle
//   (shared/src/theme/early-toggle.cjs); a press, a touch, a key or the pointer over a control starts the
//   code, which then enhances controls that already work (the forms post to the server, native-controls.cjs
//   answers Show Password). A page that is only read never fetches the ~230 KB of the app. Registered before
//   the theme snippet's listener, which stops the tap it answers from going further.
//   A field focused without a press or a key (the browser's autofill, `autofocus`) is no sign: a person whose
//   fields were filled for them presses the button next, and a start begun just before that press would hold
//   it for its own long tasks (evaluating the shell and building the theme system, each about 100 ms on a
//   phone); the press goes to the browser's own form post at once instead, and starts the code itself.
// - A visitor who may be signed in (their nav, account menu and own data come with the code), or a page that
//   does its work at once (the server marks its list `data-start="paint"`: the e-mail link's confirmation, a
//   signed-out visitor sent on to sign up): once the page's first content is on screen, the browser's
//   first-contentful-paint entry, which comes when that frame is presented. A frame callback and a task
//   queued from it (the fallback where paint timing is missing) come before that. A hidden page paints no
//   frame: a timer starts them anyway.
// - Only same-origin paths (`/x.js`, not `//host/x.js`): the list is the server's, never the page's content.
// Plain source, no bundle: it runs before any of the site's code.
var AFTER_PAINT_SCRIPTS_ID = require('./element-ids.cjs').AFTER_PAINT_SCRIPTS_ID;

function startAfterPaint(win, listId, latestMs) {
  var doc = win.document;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var list = doc.getElementById(listId);
    var sources = [];
    try {
      sources = JSON.parse((list && list.textContent) || '[]');
    } catch (_error) {
      sources = [];
    }
    if (!Array.isArray(sources)) return;
    for (var i = 0; i < sources.length; i++) {
      var source = sources[i];
      if (typeof source !== 'string' || source.charAt(0) !== '/' || source.charAt(1) === '/') continue;
      var script = doc.createElement('script');
      script.src = source;
      script.async = false;
      doc.body.appendChild(script);
    }
  };
  var whenParsed = function (next) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', next);
    else next();
  };
  // Once the next frame is drawn (a task queued from its callback runs after it), or after `latest` ms on a page
  // that draws none (hidden).
  var afterNextFrame = function (latest) {
    win.requestAnimationFrame(function () {
      win.setTimeout(start, 0);
    });
    win.setTimeout(start, latest);
  };
  var afterPaint = function () {
    var Observer = win.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      afterNextFrame(latestMs);
      return;
    }
    var observer = new Observer(function (entries) {
      var painted = entries.getEntriesByName('first-contentful-paint');
      if (painted.length === 0) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(start, latestMs);
  };
  if (doc.documentElement.hasAttribute('data-session')) {
    whenParsed(afterPaint);
    return;
  }
  // The pointer over a control (not a link, which the browser follows itself) is the earliest sign on a desktop.
  var CONTROL = 'button,input,select,textarea,label,summary,[role="button"],[tabindex]';
  var INTENT = ['pointerdown', 'touchstart', 'keydown', 'pointerover'];
  var options = { capture: true, passive: true };
  var stopListening = function () {
    for (var i = 0; i < INTENT.length; i++) win.removeEventListener(INTENT[i], onIntent, options);
  };
  // The code starts once the frame after the sign of use is drawn: what a tap does by itself (the theme, the menu,
  // a question, a form's progress) is on screen first, and the shell's first script, evaluated as soon as it has
  // come (about 100 ms on a phone), cannot hold that frame back. A page hidden meanwhile: a quarter of a second.
  var onIntent = function (event) {
    var target = event.target;
    if (event.type === 'pointerover' && !(target && target.nodeType === 1 && target.closest(CONTROL))) return;
    stopListening();
    whenParsed(function () {
      afterNextFrame(250);
    });
  };
  for (var i = 0; i < INTENT.length; i++) win.addEventListener(INTENT[i], onIntent, options);
  whenParsed(function () {
    var list = doc.getElementById(listId);
    if (!list || list.getAttribute('data-start') !== 'paint') return;
    stopListening();
    afterPaint();
  });
}

module.exports = {
  AFTER_PAINT_SCRIPTS_ID,
  startAfterPaint,
  afterPaintScriptsScript:
    '(' + startAfterPaint.toString() + ')(window,' + JSON.stringify(AFTER_PAINT_SCRIPTS_ID) + ',1000);',
};
