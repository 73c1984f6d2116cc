// Inline snippet for the page head: the few controls of the public pages that need a line of script work from
// the server's HTML, before (and after) the page's own script has come, with no part of React in the way.
// - Show Password: a checkbox `data-shows-password` shows the text of the password input (`data-password`) of
//   its field (`data-password-field`) while it is checked (the input's `type`, which the page's components never render otherwise: React leaves it be).
//   The checkbox's own state is the browser's (a native checkbox), so a page that hydrates later agrees.
// - A form marked `data-clear-on-send` (the chat box's, sent by the browser to the messaging app in a new tab) is
//   emptied once sent, as the product says (the page stays; the message went with the new tab).
// - A form the browser sends itself (the page's script has not taken it over: nothing prevented the submit) and
//   that stays in this tab shows its progress on its submit button (`aria-busy` and `data-loading`, Chakra's own
//   loading attribute; the theme draws a spinner for the pair) until the next page comes, as the script's
//   loading button does: a person sees at once that the tap was taken. A page restored from history drops it.
// - Go Back (`data-go-back`, the Page Not Found screen) steps back one history entry, before and after the page's
//   script has come (the button has no handler of its own, so never twice).
// Plain ES5 source, no bundle: it runs before any of the site's code (its hash is in the page's CSP).
function nativeControls(win) {
  var doc = win.document;
  var showPassword = function (box) {
    var field = box.closest('[data-password-field]');
    var input = field && field.querySelector('input[data-password]');
    if (input) input.type = box.checked ? 'text' : 'password';
  };
  doc.addEventListener(
    'change',
    function (event) {
      var target = event.target;
      if (target && target.nodeType === 1 && target.hasAttribute('data-shows-password')) showPassword(target);
    },
    true,
  );
  doc.addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('[data-go-back]') : null;
    if (!button || event.defaultPrevented) return;
    win.history.back();
  });
  var BUSY = 'data-native-busy';
  doc.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form || !form.hasAttribute) return;
    var target = form.getAttribute('target');
    var button = event.submitter || form.querySelector('[type="submit"]');
    if ((!target || target === '_self') && button && button.setAttribute) {
      button.setAttribute('aria-busy', 'true');
      button.setAttribute('data-loading', '');
      button.setAttribute(BUSY, '');
    }
    if (!form.hasAttribute('data-clear-on-send')) return;
    // After the browser has read the form's fields for this submission.
    win.setTimeout(function () {
      form.reset();
    }, 0);
  });
  // React sets an input's type again as it hydrates it (after the box may have been ticked): shown again.
  if (win.MutationObserver) {
    new win.MutationObserver(function (records) {
      for (var i = 0; i < records.length; i++) {
        var input = records[i].target;
        if (input.type !== 'password' || !input.hasAttribute('data-password')) continue;
        var field = input.closest('[data-password-field]');
        var box = field && field.querySelector('input[data-shows-password]');
        if (box && box.checked) input.type = 'text';
      }
    }).observe(doc.documentElement, { attributes: true, attributeFilter: ['type'], subtree: true });
  }
  // A box the browser restored checked (back/forward, a page rendered again after a post) shows its text.
  var restore = function () {
    var boxes = doc.querySelectorAll('input[data-shows-password]');
    for (var i = 0; i < boxes.length; i++) if (boxes[i].checked) showPassword(boxes[i]);
    var busy = doc.querySelectorAll('[' + BUSY + ']');
    for (var j = 0; j < busy.length; j++) {
      busy[j].removeAttribute('aria-busy');
      busy[j].removeAttribute('data-loading');
      busy[j].removeAttribute(BUSY);
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', restore);
  else restore();
  win.addEventListener('pageshow', restore);
}

module.exports = {
  nativeControls,
  nativeControlsScript: '(' + nativeControls.toString() + ')(window);',
};
