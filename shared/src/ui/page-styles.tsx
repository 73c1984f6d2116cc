import createEmotion from '@emotion/css/create-instance';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/** The prefix of every Emotion class name (`css-<hash>`), in a server render and in the browser alike. */
export const STYLE_KEY = 'css';

/**
 * The attribute of a server-rendered page's style tag, naming the rules in it (the ids Emotion's
 * `extractCriticalToChunks` gives, the hashes in the class names). Not Emotion's own `data-emotion`: every Emotion
 * cache made in the browser (@emotion/react makes its default one when it loads) moves each tag so marked to the
 * end of <head>, and a style element moved is a new style sheet: its CSS (50-100 KB on a public page) parsed again
 * and the whole page restyled, a long task while the page starts (measured in a Chromium trace of `/` at CPU 4x:
 * a 108 ms style recalculation). The browser's cache is told these rules are in the page through Emotion's
 * documented `hydrate(ids)` instead (PageStyles), and the tag stays where it is.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The ids of the rules the page's server style tags hold. */
export function serverStyleIds(doc: Document = document): string[] {
  return [...doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)].flatMap((tag) =>
    (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
  );
}

/**
 * Renders `children` with the page's Emotion cache: an instance of `@emotion/css`'s documented `createEmotion`,
 * `hydrate`d with the ids of the server's style tags, so hydrating the page adds none of those rules again (nor
 * moves their tag); rules it has not seen go into sheets of its own, as always. @emotion/react takes it through
 * `CacheProvider`, as Emotion documents for sharing one cache between the two.
 */
export function PageStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => {
    const emotion = createEmotion({ key: STYLE_KEY });
    emotion.hydrate(serverStyleIds());
    return emotion.cache;
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
