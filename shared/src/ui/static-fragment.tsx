import { createContext, useContext, useId, type ReactNode } from 'react';

/** The attribute naming a static fragment's holder in the markup. */
export const FRAGMENT_ATTRIBUTE = 'data-static-fragment';
// The holder adds no box: its children lay out as its parent's.
const HOLDER_STYLE = { display: 'contents' } as const;

/**
 * A server render's view of the fragments kept from earlier renders (shared/src/server-render/kept-fragments.ts):
 * their markup by key, and the keys this render rendered itself (kept once the page is done).
 */
export type FragmentRender = { markup(key: string): string | undefined; rendered: Map<string, string> };

export const FragmentRenderContext = createContext<FragmentRender | null>(null);

export type StaticFragmentProps = {
  /** Names the part in the markup. */
  id: string;
  /** Everything its markup depends on besides its code (the year it shows, the path it marks, the language). */
  deps?: readonly (string | number | boolean)[];
  children: ReactNode;
};

/**
 * A part of a public page whose markup depends only on its code and `deps`: no data, no clock. The browser renders
 * and hydrates it as any other part. The server renders it once per place in the tree (its `useId`, so the ids
 * inside are the page's), `deps` and release, and sends that markup again on the next pages with its styles: the
 * Chakra elements inside are not worked out again on every page.
 */
export function StaticFragment({ id, deps = [], children }: StaticFragmentProps) {
  const place = useId();
  const render = useContext(FragmentRenderContext);
  const holder = { [FRAGMENT_ATTRIBUTE]: id, style: HOLDER_STYLE };
  const key = `${id}\u0000${place}\u0000${JSON.stringify(deps)}`;
  const markup = render?.markup(key);
  if (markup === undefined) {
    render?.rendered.set(key, id);
    return <div {...holder}>{children}</div>;
  }
  return <div {...holder} dangerouslySetInnerHTML={{ __html: markup }} />;
}
