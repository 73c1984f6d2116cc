/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Box, ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { serializeStyles } from '@emotion/serialize';
import { getSystem } from '../system';

const system = getSystem();

// The system carries only the recipes of the kit's components and parts (shared/src/ui/system.ts). A component
// whose recipe is missing renders unstyled without an error, so this reads, for every component the kit
// exports, the recipe keys it (and the Chakra components it builds on) asks for, from Chakra's own files.
const KIT = path.resolve(__dirname, '../../kits/chakra.ts');
const COMPONENTS = path.dirname(require.resolve('@chakra-ui/react/box')).replace(/[\\/]box$/, '');

const { KIT_PARTS } = require('../../../build/kits.cjs') as { KIT_PARTS: string[] };

const PARTS = KIT_PARTS.map((request) => request.replace('@chakra-ui/react/', ''));

/** The kit's components. */
function kitDirs(): string[] {
  const source = readFileSync(KIT, 'utf8');
  return [...source.matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)]
    .map((m) => m[1])
    .filter((name) => existsSync(path.join(COMPONENTS, name)));
}

/** The recipe keys the components in `dirs` (and the Chakra components they build on) ask for. */
function recipeKeys(dirs: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const dir = path.join(COMPONENTS, name);
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir).filter((f) => /\.c?js$/.test(f))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const m of source.matchAll(
        /(?:create(?:Slot)?RecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"([a-zA-Z]+)"/g,
      ))
        keys.set(m[1], name);
      for (const m of source.matchAll(/require\('\.\.\/([a-z-]+)\/|from '\.\.\/([a-z-]+)\//g)) visit(m[1] ?? m[2]);
    }
  };
  dirs.forEach(visit);
  return keys;
}

const missingIn = (keys: Map<string, string>) =>
  [...keys].filter(([key]) => key !== 'text' && !system.isRecipe(key) && !system.isSlotRecipe(key));

describe('theme system', () => {
  it('has a recipe for every recipe key the kit components use', () => {
    const keys = recipeKeys(kitDirs());
    expect(keys.size).toBeGreaterThan(15);
    expect(missingIn(keys)).toEqual([]);
  });

  it('leaves out recipes of components the platform does not use', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('tabs')).toBe(false);
    expect(system.isRecipe('button')).toBe(true);
  });

  it('has a recipe for every recipe key a part shared on its own uses', () => {
    for (const part of PARTS) expect({ part, missing: missingIn(recipeKeys([part])) }).toEqual({ part, missing: [] });
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isRecipe('checkmark')).toBe(true);
  });

  it('styles a part with its recipe', () => {
    const css = system.getSlotRecipeFn('dialog')({ size: 'md' });
    expect(Object.keys(css)).toContain('content');
  });
});

describe('recipe functions', () => {
  const config = { base: { display: 'flex', gap: '2' }, variants: { size: { sm: { p: '1' }, lg: { p: '4' } } } };

  it('keeps one recipe function per style config, as every element of a styled component passes the same one', () => {
    const recipeFn = system.cva(config);
    expect(system.cva(config)).toBe(recipeFn);
    // Another config, even an equal one, is a recipe of its own.
    expect(system.cva({ ...config })).not.toBe(recipeFn);
  });

  it('styles as a recipe function of its own would', () => {
    const fresh = createSystem(defaultConfig).cva(config);
    const kept = system.cva(config);
    kept({ size: 'lg' });
    expect(kept({ size: 'sm' })).toEqual(fresh({ size: 'sm' }));
    expect(kept({ size: 'lg' })).toEqual(fresh({ size: 'lg' }));
  });

  it('renders styled elements with their styles, each element as before', () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <Box p="2" color="red.500">
          one
        </Box>
        <Box p="2" color="red.500">
          two
        </Box>
        <Box p="4">three</Box>
      </ChakraProvider>,
    );
    const classes = [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]);
    expect(classes).toHaveLength(3);
    expect(classes[0]).toBe(classes[1]);
    expect(classes[2]).not.toBe(classes[0]);
    expect(html).toMatch(/padding:var\(--chakra-spacing-2\)/);
    expect(html).toMatch(/padding:var\(--chakra-spacing-4\)/);
  });
});

describe('resolved styles', () => {
  const fresh = createSystem(defaultConfig);
  const recipeStyles = { display: 'flex', _hover: { bg: 'blue.500' } };
  const styles = [recipeStyles, { p: '2', color: 'red.500' }, { md: { p: '4' }, _dark: { color: 'red.300' } }];

  it('are the styles Chakra resolves, the same object for equal styles', () => {
    const resolved = system.css(...styles);
    expect(resolved).toEqual(fresh.css(...styles));
    expect(Object.keys(resolved)).toEqual(Object.keys(fresh.css(...styles)));
    // The recipe's styles as Chakra's recipe function keeps them, the element's own in new objects (as every
    // render passes them): the same result.
    expect(system.css(recipeStyles, ...styles.slice(1).map((style) => structuredClone(style)))).toBe(resolved);
    expect(system.css(recipeStyles, { p: '3' })).not.toEqual(resolved);
    // Equal recipe styles in another object: the same styles, resolved again.
    expect(system.css(...styles.map((style) => structuredClone(style)))).toEqual(resolved);
    expect(system.css({ display: 'block' }, ...styles.slice(1))).toEqual(
      fresh.css({ display: 'block' }, ...styles.slice(1)),
    );
  });

  it('are found again when an empty part comes first, new on every render (an element without a css prop)', () => {
    const resolved = system.css(...styles);
    expect(system.css({}, ...styles)).toBe(resolved);
    expect(system.css({}, recipeStyles, {}, ...styles.slice(1))).toBe(resolved);
    expect(system.css({}, recipeStyles, { p: '3' })).toEqual(fresh.css({}, recipeStyles, { p: '3' }));
    expect(system.css({})).toEqual(fresh.css({}));
  });

  it('come with the serialization Emotion would give them', () => {
    const resolved = system.css(...styles);
    const emotion = serializeStyles([{ ...resolved }]);
    expect(serializeStyles([resolved])).toBe(resolved);
    expect(resolved).toMatchObject({ name: emotion.name, styles: emotion.styles });
    // Not enumerable: code walking the styles (Chakra's merge, JSON) sees Chakra's keys only.
    expect(JSON.stringify(resolved)).toBe(JSON.stringify(fresh.css(...styles)));
  });

  it('tells style props from other props as Chakra does', () => {
    for (const prop of ['p', 'color', 'bg', '_hover', 'md', 'css', 'gridTemplateColumns', 'WebkitLineClamp']) {
      expect([prop, system.isValidProperty(prop)]).toEqual([prop, true]);
    }
    for (const prop of ['href', 'onClick', 'data-state', 'aria-label', 'children', 'asChild', 'size']) {
      expect([prop, system.isValidProperty(prop)]).toEqual([prop, fresh.isValidProperty(prop)]);
    }
  });

  // The CSS text behind each class name is checked above: Emotion's server keeps the rules it compiled per class
  // name for the whole process, so a render cannot show them apart.
  it('give elements the class names an uncached system gives them', () => {
    const tree = (value: typeof system) =>
      renderToString(
        <ChakraProvider value={value}>
          <Box p="2" color="red.500" _hover={{ bg: 'blue.500' }}>
            one
          </Box>
          <Box as="section" display={{ base: 'none', md: 'flex' }} css={{ '& > a': { textDecoration: 'underline' } }}>
            two
          </Box>
          <Box p="2" color="red.500" _hover={{ bg: 'blue.500' }}>
            three
          </Box>
        </ChakraProvider>,
      );
    const classes = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]);
    const cached = classes(tree(system));
    expect(cached).toHaveLength(3);
    expect(new Set(cached).size).toBe(2);
    expect(cached).toEqual(classes(tree(fresh)));
  });
});

describe('the fonts', () => {
  it('put the Bangla face first only on a page in Bangla (an English page never downloads it)', () => {
    const css = JSON.stringify(system.getGlobalCss());
    expect(css).toMatch(/html\[lang=\\"bn\\"\][^}]*--chakra-fonts-body[^}]*Noto Sans Bengali/);
    const tokens = JSON.stringify(system.getTokenCss());
    expect(tokens).not.toContain('Noto Sans Bengali');
  });
});
