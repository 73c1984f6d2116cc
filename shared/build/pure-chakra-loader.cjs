// Marks module-level objects in two Chakra files as pure, so webpack drops what the platform does not use:
// - theme/index.js: the default theme object (and with it all ~80 component recipes it references), when
//   only single recipes and tokens are imported from `@chakra-ui/react/theme` (see shared/src/ui/system.ts);
// - anatomy.js: the ~40 component anatomies built at load (`createAnatomy(...)`, `x.extendWith(...)`),
//   of which the recipes in use need a dozen.
// Fails the build if Chakra's source no longer has the expected shape, instead of silently shipping
// every recipe again.
const THEME = 'const defaultThemeConfig = defineConfig(';
const ANATOMY = /^const (\w+) = (?=(?:createAnatomy\(|[\w$]+\.extendWith\())/gm;

module.exports = function pureChakraLoader(source) {
  if (/[\\/]anatomy\.js$/.test(this.resourcePath)) {
    const marked = source.replace(ANATOMY, 'const $1 = /*#__PURE__*/ ');
    if (marked === source) throw new Error(`pure-chakra-loader: no anatomy declarations found in ${this.resourcePath}; update the loader for this Chakra version`);
    return marked;
  }
  if (!source.includes(THEME)) {
    throw new Error(`pure-chakra-loader: "${THEME}" not found in ${this.resourcePath}; update the loader for this Chakra version`);
  }
  return source.replace(THEME, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
