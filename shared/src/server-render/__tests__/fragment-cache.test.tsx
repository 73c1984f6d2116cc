/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { Box, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useId } from 'react';
import { cssRules as rules } from '../../testing/css-rules';
import { AppProvider } from '../../ui/app-provider';
import { StaticFragment } from '../../ui/static-fragment';
import { FragmentCache, fragmentMarkup, fragmentsPerRelease } from '../fragment-cache';
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
const page =
  (title: string, fragmentDeps: string[] = []) =>
  () => (
    <AppProvider>
      <Box as="h1" color="red.500">
        {title}
      </Box>
      <StaticFragment id="side" deps={fragmentDeps}>
        <Counted label="Side" />
      </StaticFragment>
    </AppProvider>
  );

const render = (title: string, fragments?: FragmentCache, deps?: string[]) =>
  renderWithQueries(page(title, deps), { fragments });

describe('static fragments on the server', () => {
  it('are sent again as kept, with their styles: the page is the one rendered in full', async () => {
    const fragments = new FragmentCache();
    const first = await render('One', fragments);
    expect(fragments.size).toBe(1);
    renders = 0;
    const again = await render('Two', fragments);
    expect(renders).toBe(0);
    const fresh = await render('Two');
    expect(again.html).toBe(fresh.html);
    expect(rules(again.headTags)).toEqual(rules(fresh.headTags));
    expect(again.html).toContain('Side<!-- --> &lt;b&gt; &quot;quoted&quot;');
    // The keyframes the fragment's class names use come with it.
    expect(again.headTags).toContain(pulse.name);
    expect(first.html.replace('One', 'Two')).toBe(again.html);
  });

  it('are rendered again when what they depend on changes', async () => {
    const fragments = new FragmentCache();
    await render('One', fragments, ['2025']);
    renders = 0;
    await render('One', fragments, ['2026']);
    expect(renders).toBe(1);
    expect(fragments.size).toBe(2);
  });

  it('are rendered in full in the browser and by a render with no cache', async () => {
    renders = 0;
    const { html } = await render('One');
    expect(renders).toBe(1);
    expect(html).toMatch(/<div data-static-fragment="side" style="display:contents"><section/);
  });

  it('are not kept when the page holds two with one name, or one holds raw text', async () => {
    const fragments = new FragmentCache();
    await renderWithQueries(
      () => (
        <AppProvider>
          <StaticFragment id="twice">a</StaticFragment>
          <StaticFragment id="twice">b</StaticFragment>
          <StaticFragment id="script">
            <script type="application/json">{'{}'}</script>
          </StaticFragment>
        </AppProvider>
      ),
      { fragments },
    );
    expect(fragments.size).toBe(0);
  });
});

describe('fragmentMarkup', () => {
  const holder = (id: string, inner: string) =>
    `<div data-static-fragment="${id}" style="display:contents">${inner}</div>`;

  it('is what the holder holds, nested divs included', () => {
    const inner = '<div class="a"><div>x</div><p>y</p></div><div></div>';
    expect(fragmentMarkup(`<main>${holder('f', inner)}<div>after</div></main>`, 'f')).toBe(inner);
    expect(fragmentMarkup(holder('f', ''), 'f')).toBe('');
  });

  it('is null for a holder that is missing, named twice or not closed', () => {
    expect(fragmentMarkup('<div>x</div>', 'f')).toBeNull();
    expect(fragmentMarkup(holder('f', 'a') + holder('f', 'b'), 'f')).toBeNull();
    expect(fragmentMarkup('<div data-static-fragment="f" style="display:contents"><div>', 'f')).toBeNull();
  });
});

describe('fragmentsPerRelease', () => {
  it("keeps one release's fragments until another is live: a release or rollback renders them anew", async () => {
    const fragmentsOf = fragmentsPerRelease();
    const released = fragmentsOf('/portals/public-site/1.0.1/server/remoteEntry.js');
    await render('One', released);
    expect(fragmentsOf('/portals/public-site/1.0.1/server/remoteEntry.js')).toBe(released);
    const rolledBack = fragmentsOf('/portals/public-site/1.0.0/server/remoteEntry.js');
    expect(rolledBack).not.toBe(released);
    expect(rolledBack.size).toBe(0);
    renders = 0;
    await render('One', rolledBack);
    expect(renders).toBe(1);
  });
});
