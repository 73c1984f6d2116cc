// Edits three Chakra files as the frontends build them, so a phone runs less:
// - theme/index.js: the default theme object is marked pure, so webpack drops it (and with it all ~80
//   component recipes it references) when only single recipes and tokens are imported from
//   `@chakra-ui/react/theme` (see shared/src/ui/system.ts);
// - anatomy.js: the ~40 component anatomies built at load (`createAnatomy(...)`, `x.extendWith(...)`)
//   are marked pure, and the recipes in use keep a dozen;
// - styled-system/system.js: the system's global CSS (`_global`: preflight, global styles, every token
//   as a CSS variable) is built when first read instead of by createSystem, since the shell's page
//   carries it prebuilt (shared/build/global-css.ts) and AppProvider then never reads it.
// Fails the build if Chakra's source no longer has the expected shape, instead of silently shipping or
// running it all again.
const THEME = 'const defaultThemeConfig = defineConfig(';
const ANATOMY = /^const (\w+) = (?=(?:createAnatomy\(|[\w$]+\.extendWith\())/gm;
const GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_FIELD = /\n(\s*)_global,\n/;

const fail = (what, file) => {
  throw new Error(
    `chakra-loader: ${what} not found in ${file}; update shared/build/chakra-loader.cjs for this Chakra version`,
  );
};

module.exports = function chakraLoader(source) {
  const file = this.resourcePath;
  if (/[\\/]anatomy\.js$/.test(file)) {
    const marked = source.replace(ANATOMY, 'const $1 = /*#__PURE__*/ ');
    if (marked === source) fail('anatomy declarations', file);
    return marked;
  }
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
