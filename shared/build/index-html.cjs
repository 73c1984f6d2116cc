// The page shell for the host (and for remotes running standalone in dev).
// The theme boot script runs before first paint so a dark-mode visitor never sees a light flash.
const themeBootScript = require('../src/theme/boot-script.cjs');
// The theme toggle of a server-rendered page answers before hydration (its click never reaches the next one).
const { earlyThemeToggleScript } = require('../src/theme/early-toggle.cjs');
// <html data-session> where a session may exist: the nav keeps its Login / Sign Up place hidden until it is known.
const sessionBootScript = require('../src/session/boot-script.cjs');
// Show Password and the chat box's clearing, from the server's HTML: the page's other controls are native
// (links, forms posted to the server, <details>, popovers, the slider's scroll).
const { nativeControlsScript } = require('../src/hydration/native-controls.cjs');
// A server-rendered page's own scripts (listed by the server instead of tagged) start on a visitor's first use of
// the page, or once it has painted for one who may be signed in. First: its listeners go before the others'.
const { afterPaintScriptsScript } = require('../src/hydration/after-paint-scripts.cjs');
const { ROOT_ID } = require('../src/hydration/element-ids.cjs');
// The places the web server fills for each answer (the host's built page only).
const { PLACEHOLDERS, placeholder } = require('../src/hydration/page-template.cjs');

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230d7474'/%3E%3Cpath d='M6 13l10-5 10 5-10 5z' fill='white'/%3E%3Cpath d='M10 16v5c0 1.5 3 3 6 3s6-1.5 6-3v-5l-6 3z' fill='white'/%3E%3C/svg%3E";

/** What search results show under the title (every page is the one shell page until its portal renders). */
const DESCRIPTION =
  'Alumni Connect: find your school, college or university alumni association, become a member, pay your dues online and keep in touch with your batch.';

/**
 * `globalCssHref`: the theme's global CSS, prebuilt (shared/build/global-css.ts); the host's page links it.
 * `banglaFontHref`: the Bangla face's regular file (bangla-font.cjs), named in the template for the server.
 * `scripts`: the host's built page, a template the web server fills (page-template.cjs): its own scripts are
 * named in a placeholder instead of tagged, its head and root are placeholders. Without, a page served as it is
 * (a dev server's), html-webpack-plugin tagging its scripts.
 */
function renderIndexHtml({ title, description = DESCRIPTION, globalCssHref = '', banglaFontHref, scripts }) {
  if (globalCssHref && !/^\/[\w.-]+\.css$/.test(globalCssHref))
    throw new Error(`Unexpected global CSS file: ${globalCssHref}`);
  const style = globalCssHref ? `\n    <link rel="stylesheet" href="${globalCssHref}" data-chakra-global />` : '';
  const isTemplate = scripts !== undefined;
  const head = isTemplate
    ? placeholder(PLACEHOLDERS.head, { description })
    : `<meta name="description" content="${description}" />\n    <title>${title}</title>`;
  // Its data: the Bangla face's file, which a page in Bangla preloads.
  const endOfHead = isTemplate
    ? `\n    ${placeholder(PLACEHOLDERS.endOfHead, banglaFontHref ? { banglaFont: banglaFontHref } : undefined)}`
    : '';
  const htmlStart = isTemplate ? placeholder(PLACEHOLDERS.html) : '<html lang="en">';
  const app = isTemplate ? placeholder(PLACEHOLDERS.app) : '';
  const bodyEnd = isTemplate
    ? `\n    ${placeholder(PLACEHOLDERS.bodyEnd)}\n    ${placeholder(PLACEHOLDERS.scripts, scripts)}`
    : '';
  return `<!doctype html>
${htmlStart}
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    ${head}
    <link rel="icon" href="${FAVICON}" />
    <script>${themeBootScript}${sessionBootScript}</script>
    <script>${afterPaintScriptsScript}${earlyThemeToggleScript}${nativeControlsScript}</script>${style}${endOfHead}
  </head>
  <body>
    <div id="${ROOT_ID}">${app}</div>${bodyEnd}
  </body>
</html>
`;
}

module.exports = renderIndexHtml;
