/*
 * The theme system's global CSS (the cascade layer order, Chakra's preflight, the global styles and every
 * token as a CSS variable, light and dark), written out the way Emotion inserts it at runtime.
 * The shell's build writes it as a hashed stylesheet its index.html links (shared/build/webpack.cjs), so
 * a phone neither builds nor serializes it before the first paint: on a mid-range phone that was a
 * fifth of the first load's main-thread work. AppProvider then leaves it out (shared/src/ui/app-provider.tsx).
 * Run as a script (`node --import tsx shared/build/global-css.ts`) it prints the CSS.
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { getSystem } from '../src/ui/system';

/** What Emotion's <Global styles={...}> would insert for `styles` (same serializer, same stylis plugins). */
function emotionGlobalCss(styles: unknown): string {
  // In Node (no document) Emotion's cache returns the rules instead of inserting them.
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([styles as never]);
  return (cache.insert('', serialized, cache.sheet, false) as unknown as string) ?? '';
}

/** The layer order first (as ChakraProvider inserts it), then the system's global styles. */
export function globalCss(): string {
  const system = getSystem();
  return emotionGlobalCss(system.layers.atRule) + emotionGlobalCss(system._global);
}

if (require.main === module) process.stdout.write(globalCss());
