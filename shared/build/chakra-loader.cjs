// Marks Chakra's default theme object (theme/index.js) pure as the frontends build it, so webpack drops it,
// and with it the ~80 component recipes it references, when only single recipes and tokens are imported
// from `@chakra-ui/react/theme` (shared/src/ui/system.ts). Chakra ships the call unmarked, and webpack
// keeps a top-level call it cannot prove pure.
// Kept after server rendering, measured (issue 17 part 4): without it the shell's first-load JavaScript,
// which every public page runs before it is interactive, grows by 21 KB gzip (shell first load 206.6 ->
// 224.2 KB gzip, the rest of the site unchanged). The loader's other two edits were removed: the pure
// anatomies saved 1.1 KB gzip, and building the theme's global CSS lazily did not move Lighthouse (see the
// report on the `simplify` branch).
// Fails the build if Chakra's source no longer has the expected shape, instead of silently shipping it all.
const THEME = 'const defaultThemeConfig = defineConfig(';

module.exports = function chakraLoader(source) {
  if (!source.includes(THEME)) {
    throw new Error(
      `chakra-loader: "${THEME}" not found in ${this.resourcePath}; update shared/build/chakra-loader.cjs for this Chakra version`,
    );
  }
  return source.replace(THEME, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
