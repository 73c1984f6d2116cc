/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
const kits = require('../../../build/kits.cjs') as {
  KITS: Record<string, string>;
  KIT_PARTS: string[];
  partModule(request: string): string;
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
    expect([...kits.importedValues(`import R, { Link } from 'react-router';`, 'react-router')].sort()).toEqual([
      '*',
      'Link',
    ]);
  });

  it('refuse a Chakra subpath that is not shared (it would bundle a second Chakra)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kits-'));
    try {
      writeFileSync(
        path.join(dir, 'a.tsx'),
        `import { Tabs } from '@chakra-ui/react/tabs';\nimport { Menu } from '@chakra-ui/react/menu';\n`,
      );
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

  it('the real TanStack Query exports every name its kit re-exports', () => {
    const query = require('@tanstack/react-query') as Record<string, unknown>;
    const names = kits.kitExports(kits.KITS['@tanstack/react-query']);
    expect(names.has('useQuery')).toBe(true);
    for (const name of names) expect(query[name]).toBeDefined();
  });

  it('the Emotion kit has every name Chakra imports from @emotion/react, and the real package has them', () => {
    const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm');
    const wanted = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js'))
          for (const name of kits.importedValues(readFileSync(full, 'utf8'), '@emotion/react')) wanted.add(name);
      }
    };
    walk(chakraEsm);
    expect(wanted.size).toBeGreaterThan(0);
    expect(wanted.has('*')).toBe(false);
    const kit = kits.kitExports(kits.KITS['@emotion/react']);
    expect([...wanted].filter((name) => !kit.has(name))).toEqual([]);
    const emotion = require('@emotion/react') as Record<string, unknown>;
    for (const name of kit) expect(emotion[name]).toBeDefined();
  });

  it('the real Chakra exports every name its kit re-exports', () => {
    const chakra = require('@chakra-ui/react') as Record<string, unknown>;
    for (const name of kits.kitExports(kits.KITS['@chakra-ui/react'])) expect(chakra[name]).toBeDefined();
  });

  it('are provided by the shell only: a remote takes the Chakra parts of the shell, never its own copy', () => {
    type Build = {
      plugins: {
        constructor: { name: string };
        _options?: { shared: Record<string, { import?: string | false; singleton?: boolean }> };
      }[];
    };
    const createConfig = require('../../../build/webpack.cjs') as (o: {
      dir: string;
      name: string;
      exposes?: Record<string, string>;
    }) => (env: unknown, argv: { mode: string }) => Build | Build[];
    // A production build of the shell or of a server-rendered portal is [browser, server]: the browser's.
    const sharedOf = (built: Build | Build[]) =>
      (Array.isArray(built) ? built[0] : built).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')
        ?._options?.shared ?? {};
    const host = sharedOf(createConfig({ dir: path.join(ROOT, 'shell'), name: 'shell' })({}, { mode: 'production' }));
    const remote = sharedOf(
      createConfig({
        dir: path.join(ROOT, 'public-site'),
        name: 'public_site',
        exposes: { './App': './src/app/App.tsx' },
      })({}, { mode: 'production' }),
    );
    expect(kits.KIT_PARTS.length).toBeGreaterThan(0);
    for (const part of kits.KIT_PARTS) {
      // Chakra's own file (the part's recipes are in the theme system from the start).
      expect(host[part]).toMatchObject({ singleton: true, import: kits.partModule(part) });
      expect(host[part].import).toMatch(new RegExp(`components/${part.split('/').pop()}/index\\.js$`));
      expect(remote[part]).toMatchObject({ singleton: true, import: false });
    }
    expect(host['@chakra-ui/react'].import).toBe(kits.KITS['@chakra-ui/react']);
    expect(remote['@chakra-ui/react'].import).toBe(kits.KITS['@chakra-ui/react']);
  });
});
