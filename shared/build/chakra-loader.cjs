// Edits two Chakra files as the frontends build them, so a phone runs less:
// - theme/index.js: the default theme object is marked pure, so webpack drops it (and with it the ~80
//   component recipes it references) when only single recipes and tokens are imported from
//   `@chakra-ui/react/theme` (see shared/src/ui/system.ts). Chakra ships the call unmarked.
//   Kept after server rendering, measured (issue 17 part 4): without it the shell's first-load JavaScript,
//   which every public page runs before it is interactive, grows by 21 KB gzip (202.2 -> 224.2 KB).
// - styled-system/system.js: the system's global CSS (`_global`: preflight, global styles, every token
//   as a CSS variable) is built when first read instead of by createSystem, since the shell's page
//   carries it prebuilt (shared/build/global-css.ts) and AppProvider then never reads it. Kept, measured:
//   it moves no byte, but createSystem (which the shell runs in a task of its own before hydrating) takes
//   about a third of the time without that CSS: Chakra's default config in Node, 30 runs, median
//   58.6 -> 19.6 ms (min 41.1 -> 11.9 ms); a phone at a quarter of this machine's speed pays that four times.
// The pure anatomies (anatomy.js) were removed: they saved 1.1 KB gzip.
// Fails the build if Chakra's source no longer has the expected shape, instead of silently shipping or
// running it all again.
const THEME = 'const defaultThemeConfig = defineConfig(';
const GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_FIELD = /\n(\s*)_global,\n/;

const fail = (what, file) => {
  throw new Error(
    `chakra-loader: ${what} not found in ${file}; update shared/build/chakra-loader.cjs for this Chakra version`,
  );
};

module.exports = function chakraLoader(source) {
  const file = this.resourcePath;
  if (/[\\/]styled-system[\\/]system\.js$/.test(file)) {
    if (!source.includes(GLOBAL) || !GLOBAL_FIELD.test(source)) fail(`"${GLOBAL}" and its "_global," field`, file);
    return source
      .replace(
        GLOBAL,
        'let _global;\n  const globalStyles = () => _global || (_global = [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
      )
      .replace(GLOBAL_FIELD, '\n$1get _global() {\n$1  return globalStyles();\n$1},\n');
  }
  if (!source.includes(THEME)) fail(`"${THEME}"`, file);
  return source.replace(THEME, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
