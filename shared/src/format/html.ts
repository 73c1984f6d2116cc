const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (from the database or a person) placed inside HTML or XML: element content or a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * JSON for the inside of a `<script>` (a JSON script, JSON-LD): `<`, `>` and `&` as \u escapes, so no text in it
 * (`</script>`, `<!--`) can end the element or start markup; U+2028/2029 too, for older parsers.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * `value` as a JSON script (`type="application/json"`: not executed, so no CSP hash; read with JSON.parse), written
 * by jsonForScript. `attributes` (`data-*`) go on the tag, escaped.
 */
export const jsonScriptTag = (id: string, value: unknown, attributes: Record<`data-${string}`, string> = {}) =>
  `<script type="application/json" id="${escapeHtml(id)}"${Object.entries(attributes)
    .map(([name, text]) => ` ${escapeHtml(name)}="${escapeHtml(text)}"`)
    .join('')}>${jsonForScript(value)}</script>`;
