/** A height by breakpoint (Chakra's base / md / lg), or one for all. */
export type EstimatedHeight = string | { base: string; md?: string; lg?: string };

/**
 * Styles (Chakra's `css` prop) for a block that starts below the first screen: the browser skips its style,
 * layout and paint until it comes near the viewport (`content-visibility: auto`), so the first paint and the
 * work after it are not spent on what nobody sees yet. The block stays in the page: find-in-page, links to
 * its anchors, crawlers and assistive technology reach it as before. `height` is the size held for it until
 * it has been rendered once (then the browser keeps its last real size): the closer, the less the
 * scrollbar moves as blocks come in.
 */
export function renderedWhenNear(height: EstimatedHeight) {
  const held = (value: string) => `auto ${value}`;
  return {
    contentVisibility: 'auto',
    containIntrinsicSize:
      typeof height === 'string'
        ? held(height)
        : Object.fromEntries(Object.entries(height).map(([breakpoint, value]) => [breakpoint, held(value)])),
  } as const;
}
