// Inline snippet for the page head: marks <html data-session> before the first paint when this browser may
// hold a session (the XSRF-TOKEN cookie the refresh call needs, set and cleared with the refresh cookie). Pages
// are rendered as a signed-out visitor sees them (Login, Sign Up); where a session may exist, the nav shows its
// native account menu in that place until the session is known, instead of showing Sign Up to a signed-in member.
// An access token left in local storage without that cookie belongs to a session that has ended (a logout
// posted by the browser itself, web/src/forms/native-forms.ts, or the cookie's expiry): it is dropped.
// Kept as plain ES5 source text; must agree with token-storage.ts (ACCESS_TOKEN_KEY) and session-store.ts
// (the XSRF-TOKEN cookie).
module.exports =
  '(function(){try{if(/(?:^|;\\s*)XSRF-TOKEN=/.test(document.cookie))' +
  "document.documentElement.setAttribute('data-session','');else localStorage.removeItem('accessToken');}catch(e){}})();";
