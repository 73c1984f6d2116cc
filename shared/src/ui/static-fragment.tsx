import type { ReactNode } from 'react';

/** The attribute naming a static fragment's holder in the markup. */
const FRAGMENT_ATTRIBUTE = 'data-static-fragment';
// The holder adds no box: its children lay out as its parent's.
const HOLDER_STYLE = { display: 'contents' } as const;

export type StaticFragmentProps = {
  /** Names the part in the markup. */
  id: string;
  /** What the part's markup depends on besides its code (kept for its callers; the render no longer keys on it). */
  deps?: readonly (string | number | boolean)[];
  children: ReactNode;
};

/**
 * A part of a public page whose markup depends only on its code and `deps`, in a `display: contents` holder.
 * It used to be kept between server renders by writing into Emotion's cache; it is now rendered on every
 * page like any other part (Emotion's and React's public APIs only), and stays so its callers' markup stays the same.
 */
export function StaticFragment({ id, children }: StaticFragmentProps) {
  return (
    <div {...{ [FRAGMENT_ATTRIBUTE]: id }} style={HOLDER_STYLE}>
      {children}
    </div>
  );
}
