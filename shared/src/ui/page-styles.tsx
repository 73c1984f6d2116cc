import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/** The prefix of every Emotion class name (`css-<hash>`), in a server render and in the browser alike. */
export const STYLE_KEY = 'css';

/**
 * The attribute of a server-rendered page's style tag, naming the rules in it (Emotion's ids, the hashes in
 * the class names). Not Emotion's own `data-emotion`: the browser's Emotion cache, when it starts, moves every
 * tag so marked to the end of <head>, and a style element moved is a new style sheet. Its CSS (50-100 KB on a
 * public page) was parsed again and the whole page restyled, a long task while the page starts (measured in a
 * Chromium trace of `/` at CPU 4x: a 108 ms style recalculation scheduled from Emotion's cache). The browser's
 * cache (pageStyleCache) is told these rules are in the page instead, and the tag stays where it is.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** What Emotion's server extraction gives for a page: the page's rules (key `css`) and any global styles. */
export type StyleChunk = { key: string; ids: string[]; css: string };

/** `</style` cannot end the tag early, whatever a rule holds (in CSS, `\/` is `/`). */
const inStyleTag = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The `<head>` tags of a server render's styles. Global styles keep Emotion's own form: the `Global` component
 * that renders them finds its tag by it when it hydrates.
 */
export function serverStyleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .map(({ key, ids, css }) =>
      key === STYLE_KEY
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${inStyleTag(css)}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}">${inStyleTag(css)}</style>`,
    )
    .join('');
}

/**
 * The Emotion cache of a page in the browser: the rules of the server's style tags count as inserted, so
 * hydrating the page adds none of them again (nor moves their tag); rules it has not seen go into sheets of
 * its own, as always.
 */
export function pageStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  for (const tag of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) if (id) cache.inserted[id] = true;
  }
  return cache;
}

/** Renders `children` with the page's Emotion cache (pageStyleCache): what the browser's root is wrapped in. */
export function PageStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => pageStyleCache());
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
