// Inline snippet for the page head: a server-rendered page's own scripts (the shell's main.js) start once the
// page has painted. The server lists them in a JSON script (web/src/pages/page-html.ts) instead of script
// tags, which the browser would fetch beside the page's stylesheet and first-screen image, and count in its
// first paint: the page is there to see without them. A page the browser renders keeps its script tags.
// - Started after the document is parsed (the list is at the end of the body) and its first content is on
//   screen: the browser's first-contentful-paint entry, which comes when that frame is presented. A frame
//   callback and a task queued from it (the fallback where paint timing is missing) come before that: in
//   Chromium the scripts went out 20-90 ms before the page showed, and shared the network and the main
//   thread with its first paint. A hidden page paints no frame: a timer starts them anyway.
// - Only same-origin paths (`/x.js`, not `//host/x.js`): the list is the server's, never the page's content.
// Plain source, no bundle: it runs before any of the site's code.
var AFTER_PAINT_SCRIPTS_ID = 'after-paint-scripts';

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
  var afterPaint = function () {
    var Observer = win.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (types.indexOf('paint') >= 0) {
      var observer = new Observer(function (entries) {
        var painted = entries.getEntriesByName('first-contentful-paint');
        if (painted.length === 0) return;
        observer.disconnect();
        win.setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      win.requestAnimationFrame(function () {
        win.setTimeout(start, 0);
      });
    }
    win.setTimeout(start, latestMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

module.exports = {
  AFTER_PAINT_SCRIPTS_ID,
  startAfterPaint,
  afterPaintScriptsScript:
    '(' + startAfterPaint.toString() + ')(window,' + JSON.stringify(AFTER_PAINT_SCRIPTS_ID) + ',1000);',
};
