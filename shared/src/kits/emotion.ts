/**
 * The platform's Emotion kit: only what Chakra UI takes from `@emotion/react` (the frontends do not
 * import Emotion themselves), and `css`, with which the theme system hands Emotion its styles already
 * serialized (shared/src/ui/system.ts), and `CacheProvider`, with which the browser's root renders with the page's
 * cache (shared/src/ui/page-styles.tsx). Sharing the whole package put its class-component helpers (withTheme,
 * hoist-non-react-statics, react-is) and ClassNames on every first page. Shared under the
 * `@emotion/react` share key; `@alumni/emotion-source` is a build alias of the real package
 * (shared/build/kits.cjs). `kits.test.ts` checks this list against Chakra's own imports.
 */
export { CacheProvider, css, Global, ThemeContext, withEmotionCache } from '@alumni/emotion-source';
