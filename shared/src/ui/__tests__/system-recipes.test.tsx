/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { system } from '../system';

// The system carries only the recipes of the kit's components (shared/src/ui/system.ts). A component
// whose recipe is missing renders unstyled without an error, so this reads, for every component the kit
// exports, the recipe keys it (and the Chakra components it builds on) asks for, from Chakra's own files.
const KIT = path.resolve(__dirname, '../../kits/chakra.ts');
const COMPONENTS = path.dirname(require.resolve('@chakra-ui/react/box')).replace(/[\\/]box$/, '');

const { KIT_PARTS } = require('../../../build/kits.cjs') as { KIT_PARTS: string[] };

/** The kit's components and the Chakra components shared on their own (KIT_PARTS). */
function componentDirs(): string[] {
  const source = readFileSync(KIT, 'utf8');
  const parts = KIT_PARTS.map((request) => request.replace('@chakra-ui/react/', ''));
  return [...[...source.matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)].map((m) => m[1]), ...parts]
    .filter((name) => existsSync(path.join(COMPONENTS, name)));
}

function recipeKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const dir = path.join(COMPONENTS, name);
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir).filter((f) => /\.c?js$/.test(f))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const m of source.matchAll(/(?:create(?:Slot)?RecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"([a-zA-Z]+)"/g)) keys.set(m[1], name);
      for (const m of source.matchAll(/require\('\.\.\/([a-z-]+)\/|from '\.\.\/([a-z-]+)\//g)) visit(m[1] ?? m[2]);
    }
  };
  componentDirs().forEach(visit);
  return keys;
}

describe('theme system', () => {
  it('has a recipe for every recipe key the kit components use', () => {
    const keys = recipeKeys();
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys].filter(([key]) => key !== 'text' && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('leaves out recipes of components the platform does not use', () => {
    expect(system.isSlotRecipe('datePicker')).toBe(false);
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('menu')).toBe(true);
    expect(system.isSlotRecipe('accordion')).toBe(true);
  });
});
