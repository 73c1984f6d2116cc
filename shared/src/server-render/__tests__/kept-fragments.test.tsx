/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { Box, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useId } from 'react';
import { AppProvider } from '../../ui/app-provider';
import { StaticFragment } from '../../ui/static-fragment';
import { KeptFragments } from '../kept-fragments';
import { renderWithQueries } from '../render-with-queries';

const pulse = keyframes({ from: { opacity: 0.4 }, to: { opacity: 1 } });
let renders = 0;

/** Counts its renders: a kept fragment is not rendered again. */
function Counted({ label }: { label: string }) {
  renders++;
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} p="4" bg="bg.subtle" _hover={{ bg: 'bg.muted' }}>
      <Text id={id} fontWeight="bold" animation={`${pulse} 1s`}>
        {label} &lt;b&gt; &quot;quoted&quot;
      </Text>
      <div>
        <div>nested</div>
      </div>
    </Box>
  );
}

/** A page: a part that changes (`title`), and a static fragment beside it. */
const page = (title: string, deps: string[]) => () => (
  <AppProvider>
    <Box as="h1" color="red.500">
      {title}
    </Box>
    <StaticFragment id="side" deps={deps}>
      <Counted label="Side" />
    </StaticFragment>
  </AppProvider>
);

const render = (title: string, fragments?: KeptFragments, deps: string[] = []) =>
  renderWithQueries(page(title, deps), { fragments });

/** The CSS rules of a page's style tags, in any order (a kept fragment's join the page's). */
const rules = (headTags: string) =>
  [...headTags.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].flatMap((m) => m[1].split(/(?<=\})(?=[.@])/)).sort();
/** The ids the page's style tag names for the browser's cache (PageStyles). */
const ids = (headTags: string) => (/data-server-styles="([^"]*)"/.exec(headTags)?.[1] ?? '').split(' ').sort();

describe('static fragments kept between server renders', () => {
  it('are sent again as kept, with their styles: the page is the one rendered in full', async () => {
    const fragments = new KeptFragments();
    await render('One', fragments);
    renders = 0;
    const again = await render('Two', fragments);
    expect(renders).toBe(0);
    const fresh = await render('Two');
    expect(again.html).toBe(fresh.html);
    expect(rules(again.headTags)).toEqual(rules(fresh.headTags));
    expect(ids(again.headTags)).toEqual(ids(fresh.headTags));
    expect(again.html).toContain('Side<!-- --> &lt;b&gt; &quot;quoted&quot;');
    // The keyframes the fragment's class names use come with it.
    expect(again.headTags).toContain(pulse.name);
  });

  it('are rendered again when what they depend on changes', async () => {
    const fragments = new KeptFragments();
    await render('One', fragments, ['2025']);
    renders = 0;
    await render('One', fragments, ['2026']);
    expect(renders).toBe(1);
    // Both are kept: neither is rendered again.
    renders = 0;
    await render('One', fragments, ['2025']);
    await render('One', fragments, ['2026']);
    expect(renders).toBe(0);
  });

  it("send a kept rule that holds </style escaped, as the page's own rules are", async () => {
    const fragments = new KeptFragments();
    const hostile = () => (
      <AppProvider>
        <StaticFragment id="hostile">
          <Box css={{ '&::after': { content: '"</style><b>x</StYlE>"' } }}>one</Box>
        </StaticFragment>
      </AppProvider>
    );
    await renderWithQueries(hostile, { fragments });
    const { headTags } = await renderWithQueries(hostile, { fragments });
    expect(headTags).toContain('<\\/style><b>x<\\/StYlE>');
    expect(headTags).not.toMatch(/<\/style><b>/i);
  });

  it('are rendered in full by a render with none kept (the browser renders them as any part)', async () => {
    renders = 0;
    await render('One');
    await render('One');
    expect(renders).toBe(2);
  });
});
