// The placeholders of the shell's built page: shared/build/index-html.cjs writes them, html-webpack-plugin's
// minifier keeps them (`ignoreCustomComments`), and the web server fills them for each answer
// (web/src/pages/page-html.ts): explicit places, so nothing searches the minified page for its tags.
// Plain source: the build requires it in Node, the TypeScript code imports it.
const PLACEHOLDERS = {
  /** Where the `<html>` start tag goes: the web server writes it with the page's language (`lang`). */
  html: 'html-start',
  /** The page's head tags (title, description, canonical...). Its data: the site's own description. */
  head: 'page-head',
  /** The end of the head: preload hints, a server render's style tags. */
  endOfHead: 'end-of-head',
  /** Inside the root element: a server render's markup. */
  app: 'app-html',
  /** Right before the shell's scripts: a server render's data. */
  bodyEnd: 'body-end',
  /** The shell's own scripts. Its data: their sources, in order. */
  scripts: 'scripts',
};

/** The comment of placeholder `name`, with `data` as JSON (`-` escaped: nothing in it ends the comment). */
const placeholder = (name, data) =>
  `<!--${name}${data === undefined ? '' : ` ${JSON.stringify(data).replace(/-/g, '\\u002d')}`}-->`;

/** The text of a placeholder comment (what html-webpack-plugin's minifier must keep). */
const PLACEHOLDER_COMMENT = new RegExp(`^(${Object.values(PLACEHOLDERS).join('|')})(\\s|$)`);

module.exports = { PLACEHOLDERS, placeholder, PLACEHOLDER_COMMENT };
