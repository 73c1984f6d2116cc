// Platform kits (shared/src/kits): the shared modules that stand in for whole packages under the
// packages' own share keys, re-exporting only what the frontends use (see shared/src/kits/chakra.ts).
// A frontend importing a value a kit lacks would get `undefined` at runtime, so every build checks its
// sources against the kits first (and shared/src/kits/__tests__ checks all packages).
const fs = require('node:fs');
const path = require('node:path');

const KITS_DIR = path.resolve(__dirname, '..', 'src', 'kits');

/** share key → kit module */
const KITS = {
  '@chakra-ui/react': path.join(KITS_DIR, 'chakra.ts'),
  'react-router': path.join(KITS_DIR, 'react-router.ts'),
  '@tanstack/react-query': path.join(KITS_DIR, 'react-query.ts'),
  '@emotion/react': path.join(KITS_DIR, 'emotion.ts'),
};

/**
 * Chakra components shared on their own, under Chakra's own subpath as share key, so they load with the
 * code that uses them (a lazily loaded account menu, a section below the fold) instead of with every
 * page. They come from the same build as the kit, so they share its one styled-system and contexts.
 */
const KIT_PARTS = [
  '@chakra-ui/react/menu',
  '@chakra-ui/react/accordion',
  // Overlays and form controls: each brings its zag machine (focus trap, scroll lock, dismiss layers),
  // and no first page shows one until someone asks for it.
  '@chakra-ui/react/dialog',
  '@chakra-ui/react/drawer',
  '@chakra-ui/react/checkbox',
  // Used by forms, profiles and dashboards only: off the public first pages.
  '@chakra-ui/react/avatar',
  '@chakra-ui/react/field',
  '@chakra-ui/react/native-select',
  '@chakra-ui/react/textarea',
  '@chakra-ui/react/empty-state',
  '@chakra-ui/react/aspect-ratio',
];

/** Chakra subpaths holding data only (theme recipes and tokens): no components or contexts, safe anywhere. */
const CHAKRA_DATA = ['@chakra-ui/react/theme', '@chakra-ui/react/preset-base'];

/**
 * The module the shell provides for a part: the ESM file of its Chakra component subpath
 * (`@chakra-ui/react/menu` -> dist/esm/components/menu/index.js). Its recipes are in the theme system from
 * the start (shared/src/ui/system.ts).
 */
function partModule(request) {
  const chakraDir = path.dirname(
    require.resolve('@chakra-ui/react/package.json', { paths: [path.resolve(__dirname, '..')] }),
  );
  return path.join(chakraDir, 'dist', 'esm', 'components', request.split('/').pop(), 'index.js');
}

/** Requests the kits use to reach the real package without consuming the shared module they provide. */
const KIT_SOURCES = {
  '@alumni/react-router-source$': 'react-router',
  '@alumni/react-query-source$': '@tanstack/react-query',
  '@alumni/emotion-source$': '@emotion/react',
};

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names a kit module exports (`export { A, B as C } from '…'`). */
function kitExports(kitFile) {
  const source = fs.readFileSync(kitFile, 'utf8');
  const names = new Set();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of match[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
    }
  }
  return names;
}

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Test support (jest only, never bundled) uses the real packages.
      if (!['node_modules', '__tests__', 'testing'].includes(entry.name)) sourceFiles(full, out);
    } else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !/^test-utils\./.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      out.push(full);
    }
  }
  return out;
}

/** Value names `files` import (or re-export) from `request`; namespace and default imports are reported as '*'. */
function importedValues(source, request) {
  const names = new Set();
  const from = `from\\s*['"]${escapeRegExp(request)}['"]`;
  for (const match of source.matchAll(new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s*${from}`, 'g'))) {
    if (match[2]) continue; // import type / export type
    const clause = match[3];
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (outside) names.add('*'); // default or namespace import: cannot be checked, so refused
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/**
 * Problems (one line each) where sources under `dirs` import from a kit's package a value the kit does
 * not export. Empty when all is well.
 */
function kitProblems(dirs) {
  const problems = [];
  const exports = Object.fromEntries(Object.entries(KITS).map(([request, file]) => [request, kitExports(file)]));
  for (const dir of dirs) {
    for (const file of sourceFiles(path.resolve(dir))) {
      if (file.startsWith(KITS_DIR)) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/from\s*['"](@chakra-ui\/react\/[^'"]+)['"]/g)) {
        const request = match[1];
        if (!KIT_PARTS.includes(request) && !CHAKRA_DATA.includes(request)) {
          problems.push(
            `${file}: ${request} is neither in the kit nor a shared part; it would bundle a second Chakra (see KIT_PARTS in shared/build/kits.cjs)`,
          );
        }
      }
      for (const request of Object.keys(KITS)) {
        for (const name of importedValues(source, request)) {
          if (name === '*') problems.push(`${file}: imports ${request} as a whole; import named values instead`);
          else if (!exports[request].has(name))
            problems.push(
              `${file}: ${name} from ${request} is not in the kit ${path.relative(process.cwd(), KITS[request])}`,
            );
        }
      }
    }
  }
  return problems;
}

function assertKitsCover(dirs) {
  const problems = kitProblems(dirs);
  if (problems.length) {
    throw new Error(
      `Platform kit check failed (add the export to the kit, or use one it has):\n  ${problems.join('\n  ')}`,
    );
  }
}

module.exports = {
  KITS,
  KIT_PARTS,
  CHAKRA_DATA,
  KIT_SOURCES,
  partModule,
  kitExports,
  importedValues,
  kitProblems,
  assertKitsCover,
};
