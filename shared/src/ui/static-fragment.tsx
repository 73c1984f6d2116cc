import type { EmotionCache } from '@emotion/cache';
import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a server render kept of a static fragment: its markup and the Emotion rules its class names need. */
export type FragmentEntry = { html: string; inserted: Record<string, string>; registered: Record<string, string> };

/** A server render's view of the fragments kept so far (shared/src/server-render/fragment-cache.ts). */
export type FragmentRender = {
  /** The kept fragment under `key`, if any. */
  get(key: string): FragmentEntry | undefined;
  /** Fragments this render rendered itself: kept once the page is done. */
  missed: Map<string, string>;
  /** The render's Emotion cache, which a kept fragment's rules join. */
  emotion: EmotionCache;
};

export const FragmentRenderContext = createContext<FragmentRender | null>(null);

/** The attribute naming a static fragment's holder in the markup. */
export const FRAGMENT_ATTRIBUTE = 'data-static-fragment';
// The holder adds no box: its children lay out as its parent's.
const HOLDER_STYLE = { display: 'contents' } as const;

export type StaticFragmentProps = {
  /** Names the fragment in the page (one holder per name and place). */
  id: string;
  /** Everything the fragment's markup depends on besides its code (the year it shows, the path it marks). */
  deps?: readonly (string | number | boolean)[];
  children: ReactNode;
};

/**
 * A part of a public page whose markup depends only on its code and `deps`: no data, no session, no clock. The
 * browser renders and hydrates it as any other part. The server renders it once per place in the tree (its
 * `useId`), `deps` and release of the public portal, and sends that markup again on the next pages, with its
 * styles (shared/src/server-render/fragment-cache.ts): the Chakra elements inside are not worked out again for
 * every page. Its holder is a `display: contents` element, the same in both.
 */
export function StaticFragment({ id, deps = [], children }: StaticFragmentProps) {
  const place = useId();
  const render = useContext(FragmentRenderContext);
  const holder = { [FRAGMENT_ATTRIBUTE]: id, style: HOLDER_STYLE };
  if (!render) return <div {...holder}>{children}</div>;
  const key = `${id}\u0000${place}\u0000${JSON.stringify(deps)}`;
  const kept = render.get(key);
  if (!kept) {
    render.missed.set(key, id);
    return <div {...holder}>{children}</div>;
  }
  Object.assign(render.emotion.inserted, kept.inserted);
  Object.assign(render.emotion.registered, kept.registered);
  return <div {...holder} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}
