// The ids of the page elements that the inline head snippets (this folder), the server's page
// (web/src/pages) and the shell's start (shell/src) find each other by, written once. Plain source: the
// build's index.html step (shared/build/index-html.cjs) requires it in Node, the TypeScript code imports it.
module.exports = {
  /** The container the app renders into (and the server's markup stands in). */
  ROOT_ID: 'root',
  /** A server-rendered page's JSON list of its own scripts, started by after-paint-scripts.cjs. */
  AFTER_PAINT_SCRIPTS_ID: 'after-paint-scripts',
  /** A server-rendered page's JSON list of its first-load hints (web/src/preload.ts). */
  FIRST_LOAD_HINTS_ID: 'first-load-hints',
  /** A server-rendered page's query cache, as a JSON script: the browser hydrates its cache from it. */
  SSR_STATE_ID: 'ssr-query-state',
};
