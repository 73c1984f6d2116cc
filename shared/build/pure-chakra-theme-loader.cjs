// Marks Chakra's default theme object as pure, so webpack drops it (and with it all ~80 component
// recipes it references) when only single recipes and tokens are imported from `@chakra-ui/react/theme`
// (see shared/src/ui/system.ts). Fails the build if Chakra's source no longer has the expected shape,
// instead of silently shipping every recipe again.
const PATTERN = 'const defaultThemeConfig = defineConfig(';

module.exports = function pureChakraThemeLoader(source) {
  if (!source.includes(PATTERN)) {
    throw new Error(`pure-chakra-theme-loader: "${PATTERN}" not found in ${this.resourcePath}; update the loader for this Chakra version`);
  }
  return source.replace(PATTERN, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
};
