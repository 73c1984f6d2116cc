// Fails a production build that carries Chakra's default theme. The theme system takes single recipes and tokens
// from `@chakra-ui/react/theme` (shared/src/ui/system.ts); that module also makes the default theme, every recipe
// in it, with a call webpack may drop only because `defineConfig` is marked pure (the `pureFunctions` rule in
// webpack.cjs). Should that stop working (another Chakra or webpack), the build fails here instead of silently
// shipping the ~80 recipes again (measured with the default theme kept: the shell's first-load JavaScript
// +21 KB gzip). The default theme's two recipe lists are modules of their own: neither may be in a chunk.
const path = require('node:path');

const CHAKRA_DIR = path.dirname(
  require.resolve('@chakra-ui/react/package.json', { paths: [path.resolve(__dirname, '..')] }),
);
const THEME_DIR = path.join(CHAKRA_DIR, 'dist', 'esm', 'theme');
/** The modules holding the default theme's recipe lists (`recipes`, `slotRecipes` of `@chakra-ui/react/theme`). */
const RECIPE_LISTS = ['recipes.js', 'slot-recipes.js'].map((file) => path.join(THEME_DIR, file));

class ChakraDefaultThemeCheck {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChakraDefaultThemeCheck', (compilation) => {
      compilation.hooks.afterChunks.tap('ChakraDefaultThemeCheck', () => {
        const lists = [...compilation.modules].filter((m) => RECIPE_LISTS.includes(m.resource));
        // The theme is imported by every build (shared/src/ui/system.ts): no list built means Chakra changed shape.
        if (lists.length === 0) {
          compilation.errors.push(
            new Error(
              `ChakraDefaultThemeCheck: ${RECIPE_LISTS.join(', ')} not built; update shared/build/chakra-theme-check.cjs for this Chakra version`,
            ),
          );
          return;
        }
        for (const list of lists) {
          if (compilation.chunkGraph.getNumberOfModuleChunks(list) > 0) {
            compilation.errors.push(
              new Error(
                `ChakraDefaultThemeCheck: Chakra's default theme is bundled (${path.relative(CHAKRA_DIR, list.resource)} is in a chunk): is \`defineConfig\` still marked pure (shared/build/webpack.cjs)?`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { ChakraDefaultThemeCheck, CHAKRA_DIR };
