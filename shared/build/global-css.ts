/*
 * The theme system's global CSS (the cascade layer order, Chakra's preflight, the global styles and every
 * token as a CSS variable, light and dark), written out the way Emotion inserts it at runtime.
 * The shell's build writes it as a hashed stylesheet its index.html links (shared/build/webpack.cjs), so
 * a phone neither builds nor serializes it before the first paint: on a mid-range phone that was a
 * fifth of the first load's main-thread work. The page's system then leaves out all but the tokens
 * (getPageSystem in shared/src/ui/system.ts).
 * Run as a script (`node --import tsx shared/build/global-css.ts`) it prints the CSS.
 */
import createEmotion from '@emotion/css/create-instance';
import createEmotionServer from '@emotion/server/create-instance';
import { getSystem } from '../src/ui/system';

/**
 * What Emotion's <Global styles={...}> inserts for `styles`: the same serializer and stylis plugins, through
 * @emotion/css's documented `injectGlobal`, read back with Emotion's server API (`extractCritical`, which gives
 * global rules whatever the markup). One instance per style, so each comes out whole and in the caller's order.
 */
function emotionGlobalCss(styles: unknown): string {
  const emotion = createEmotion({ key: 'css' });
  // Made first: it sets the cache up to keep the rules (Node has no document to insert them into).
  const server = createEmotionServer(emotion.cache);
  emotion.injectGlobal(styles as Parameters<typeof emotion.injectGlobal>[0]);
  return server.extractCritical('').css;
}

/** The layer order first (as ChakraProvider inserts it), then the system's global styles. */
export function globalCss(): string {
  const system = getSystem();
  return emotionGlobalCss(system.layers.atRule) + emotionGlobalCss(system._global);
}

if (require.main === module) process.stdout.write(globalCss());
