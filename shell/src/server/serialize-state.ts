/** The id of the script holding the server's query cache; the browser hydrates its cache from it. */
export const SSR_STATE_ID = 'ssr-query-state';

/**
 * A JSON script: not executed (no CSP hash needed), read with JSON.parse. `<` is written as `\u003c`, so a
 * `</script>` inside any text from the database cannot end the script; U+2028/2029 likewise.
 */
export function serializeState(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}
