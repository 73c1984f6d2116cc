// Inline snippet for the page head: marks <html data-session> before the first paint when this browser may
// hold a session (an access token in local storage, or the XSRF-TOKEN cookie the refresh call needs). Pages
// are rendered as a signed-out visitor sees them (Login, Sign Up); where a session may exist, the nav keeps
// that place hidden until the session is known, instead of showing Sign Up to a signed-in member.
// Kept as plain ES5 source text; must agree with token-storage.ts (ACCESS_TOKEN_KEY) and session-store.ts
// (the XSRF-TOKEN cookie).
module.exports =
  "(function(){try{if(localStorage.getItem('accessToken')||/(?:^|;\\s*)XSRF-TOKEN=/.test(document.cookie))" +
  "document.documentElement.setAttribute('data-session','');}catch(e){}})();";
