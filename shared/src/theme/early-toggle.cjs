// Inline snippet for the page head, after the theme boot script: the theme toggle of a server-rendered page
// answers before React has hydrated it. Until then a tap on it would wait for the page's code (seconds on a
// phone); switching the theme needs none of it, only what the boot script does: the stored choice and the
// classes on <html>, which React does not render.
// - Only before the page is live (`data-ready` on <html>, set once the hydration is committed); from then on
//   the button's own handler does it. The tap is stopped here: React, hydrating
//   later, does not hear it.
// - The button (`data-theme-toggle`) shows its state by `aria-pressed` (its icon follows the <html> class by
//   CSS); the snippet sets it, on a tap and once the page is parsed (the server renders the default, light).
//   The theme store (theme-store.ts) is told by an event, in case its code has already read the old choice.
// Kept as plain ES5 source, no bundle; must agree with theme-store.ts (key "theme", values light/dark).
var THEME_CHANGE_EVENT = 'alumni:theme-change';

function toggleThemeEarly(win, eventName) {
  var doc = win.document;
  var html = doc.documentElement;
  var isDark = function () {
    return html.classList.contains('dark');
  };
  var showState = function () {
    var buttons = doc.querySelectorAll('[data-theme-toggle]');
    for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute('aria-pressed', isDark() ? 'true' : 'false');
  };
  win.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (html.hasAttribute('data-ready') || !target || target.nodeType !== 1) return;
      if (!target.closest('[data-theme-toggle]')) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      var mode = isDark() ? 'light' : 'dark';
      try {
        win.localStorage.setItem('theme', mode);
      } catch (_error) {
        // Private mode: the choice lasts for this page only.
      }
      html.setAttribute('data-theme', mode);
      html.classList.toggle('dark', mode === 'dark');
      html.classList.toggle('light', mode === 'light');
      html.style.colorScheme = mode;
      showState();
      win.dispatchEvent(new win.CustomEvent(eventName, { detail: mode }));
    },
    true,
  );
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', showState);
  else showState();
}

module.exports = {
  THEME_CHANGE_EVENT,
  toggleThemeEarly,
  earlyThemeToggleScript: '(' + toggleThemeEarly.toString() + ')(window,' + JSON.stringify(THEME_CHANGE_EVENT) + ');',
};
