/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { renderWithQueries } from '../../server-render/render-with-queries';
import { AppProvider } from '../app-provider';
import { getPageSystem, getSystem } from '../system';

// The server renders for the shell's page, which carries the global styles prebuilt (shared/build/global-css.ts):
// its system is the same theme without them.
describe('the system of a page carrying the global CSS prebuilt', () => {
  const page = getPageSystem();
  const full = getSystem();

  it('is the theme without its global styles', () => {
    expect(page).not.toBe(full);
    expect(page).toBe(getPageSystem());
    expect(JSON.stringify(page.getPreflightCss())).not.toContain('margin');
    expect(JSON.stringify(page.getGlobalCss())).not.toContain('Noto Sans Bengali');
    expect(JSON.stringify(full.getGlobalCss())).toContain('Noto Sans Bengali');
    expect(page.getTokenCss()).toEqual(full.getTokenCss());
  });

  it('styles as the whole theme does: the same recipes, tokens and resolved styles', () => {
    for (const key of ['button', 'heading', 'link']) expect(page.isRecipe(key)).toBe(true);
    for (const key of ['dialog', 'menu', 'card']) expect(page.isSlotRecipe(key)).toBe(true);
    const styles = [
      { display: 'flex', _hover: { bg: 'brand.solid' } },
      { p: '2', animation: 'spin 1s linear infinite' },
    ];
    expect(page.css(...styles)).toEqual(full.css(...styles));
    expect(page.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(full.getSlotRecipeFn('dialog')({ size: 'md' }));
    expect(page.token('colors.brand.600')).toBe(full.token('colors.brand.600'));
  });

  it('renders no preflight or global styles into the page', () => {
    const html = renderToString(
      <ChakraProvider value={page}>
        <Box p="2">one</Box>
      </ChakraProvider>,
    );
    expect(html).toContain('--chakra-colors-brand-600');
    expect(html).not.toContain('Noto Sans Bengali');
    expect(html).not.toContain('@keyframes');
  });

  it("is left out of a server-rendered page's head, which links it (the tokens), but for the layer order", async () => {
    const { headTags, html } = await renderWithQueries(() => (
      <AppProvider>
        <Box p="2">one</Box>
      </AppProvider>
    ));
    expect(html).toContain('one');
    expect(headTags).toContain('@layer reset,base,tokens,recipes;');
    expect(headTags).toContain('padding:var(--chakra-spacing-2)');
    expect(headTags).not.toContain('--chakra-colors-brand-600');
    // Their tag is there without its rules: Emotion's Global adopts it when the page hydrates instead of inserting them.
    expect(headTags).toMatch(/<style data-emotion="css-global [a-z0-9]+"[^>]*><\/style>/);
  });
});
