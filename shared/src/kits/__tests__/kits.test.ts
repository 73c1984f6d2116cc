/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
const kits = require('../../../build/kits.cjs') as {
  KITS: Record<string, string>;
  KIT_PARTS: string[];
  kitExports(file: string): Set<string>;
  importedValues(source: string, request: string): Set<string>;
  kitProblems(dirs: string[]): string[];
};

const ROOT = path.resolve(__dirname, '../../../..');
const FRONTENDS = ['shared', 'shell', 'public-site', 'member-portal', 'admin-portal', 'superadmin-portal'];

describe('platform kits', () => {
  it('export every Chakra and router value the frontends import', () => {
    expect(kits.kitProblems(FRONTENDS.map((p) => path.join(ROOT, p, 'src')))).toEqual([]);
  });

  it('read value imports and skip type-only ones', () => {
    const source = `import { Box, type BoxProps, Tabs as T } from '@chakra-ui/react';
      import type { ButtonProps } from '@chakra-ui/react';
      import {
        Dialog,
      } from "@chakra-ui/react";
      export { Menu } from '@chakra-ui/react';
      import { Box as Other } from '@chakra-ui/react/box';`;
    expect([...kits.importedValues(source, '@chakra-ui/react')].sort()).toEqual(['Box', 'Dialog', 'Menu', 'Tabs']);
  });

  it('refuse whole-module imports, which cannot be checked', () => {
    expect([...kits.importedValues(`import * as C from '@chakra-ui/react';`, '@chakra-ui/react')]).toEqual(['*']);
    expect([...kits.importedValues(`import R, { Link } from 'react-router';`, 'react-router')].sort()).toEqual(['*', 'Link']);
  });

  it('refuse a Chakra subpath that is not shared (it would bundle a second Chakra)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kits-'));
    try {
      writeFileSync(path.join(dir, 'a.tsx'), `import { Tabs } from '@chakra-ui/react/tabs';\nimport { Menu } from '@chakra-ui/react/menu';\n`);
      const problems = kits.kitProblems([dir]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('@chakra-ui/react/tabs');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name a value the kit lacks', () => {
    const exports = kits.kitExports(kits.KITS['@chakra-ui/react']);
    expect(exports.has('Box')).toBe(true);
    expect(exports.has('Tabs')).toBe(false);
  });

  it('the real react-router exports every name its kit re-exports', () => {
    const router = require('react-router') as Record<string, unknown>;
    for (const name of kits.kitExports(kits.KITS['react-router'])) expect(router[name]).toBeDefined();
  });

  it('the real Chakra exports every name its kit re-exports', () => {
    const chakra = require('@chakra-ui/react') as Record<string, unknown>;
    for (const name of kits.kitExports(kits.KITS['@chakra-ui/react'])) expect(chakra[name]).toBeDefined();
  });

  it('are provided by the shell only: a remote takes the Chakra parts of the shell, never its own copy', () => {
    const createConfig = require('../../../build/webpack.cjs') as (o: { dir: string; name: string; exposes?: Record<string, string> }) => (
      env: unknown,
      argv: { mode: string },
    ) => { plugins: { constructor: { name: string }; _options?: { shared: Record<string, { import?: string | false; singleton?: boolean }> } }[] };
    const sharedOf = (config: ReturnType<ReturnType<typeof createConfig>>) =>
      config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')?._options?.shared ?? {};
    const host = sharedOf(createConfig({ dir: path.join(ROOT, 'shell'), name: 'shell' })({}, { mode: 'production' }));
    const remote = sharedOf(
      createConfig({ dir: path.join(ROOT, 'public-site'), name: 'public_site', exposes: { './App': './src/app/App.tsx' } })({}, { mode: 'production' }),
    );
    expect(kits.KIT_PARTS.length).toBeGreaterThan(0);
    for (const part of kits.KIT_PARTS) {
      expect(host[part]).toMatchObject({ singleton: true, import: expect.stringContaining(path.join('components', part.split('/').pop() as string)) });
      expect(remote[part]).toMatchObject({ singleton: true, import: false });
    }
    expect(host['@chakra-ui/react'].import).toBe(kits.KITS['@chakra-ui/react']);
    expect(remote['@chakra-ui/react'].import).toBe(kits.KITS['@chakra-ui/react']);
  });
});
