const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (from the database or a person) placed inside HTML or XML: element content or a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * `value` as a JSON script (`type="application/json"`: not executed, so no CSP hash; read with JSON.parse).
 * `<` is written as `\u003c`, so a `</script>` inside any text cannot end the script; U+2028/2029 likewise.
 * `attributes` (`data-*`) go on the tag, escaped.
 */
export const jsonScriptTag = (id: string, value: unknown, attributes: Record<`data-${string}`, string> = {}) =>
  `<script type="application/json" id="${escapeHtml(id)}"${Object.entries(attributes)
    .map(([name, text]) => ` ${escapeHtml(name)}="${escapeHtml(text)}"`)
    .join('')}>${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
