// knip (part of `npm run lint`): unused files, exports, dependencies. A TS config rather than knip.json
// because some answers are computed from the packages themselves and each exception needs its reason.
import { readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const shared: PackageJson = JSON.parse(readFileSync('shared/package.json', 'utf8'));

// A frontend declares only @alumni/shared: React, Chakra, the router, zod and the webpack/jest toolchain come
// with it, one version for the whole platform (the Module Federation singletons must match). Each frontend
// lists what it imports of them; a package shared does not declare is refused here.
const platform = Object.keys({ ...shared.dependencies, ...shared.devDependencies });
function fromShared(...packages: string[]): string[] {
  const missing = packages.filter((p) => !platform.includes(p));
  if (missing.length) throw new Error(`knip.config.ts: shared/package.json does not declare ${missing.join(', ')}`);
  return packages;
}
const UI = ['@chakra-ui/react', 'lucide-react', 'react', 'react-router'];
const DATA = ['@tanstack/react-query', 'react-hook-form'];

function frontend(uses: string[], extraEntries: string[] = []) {
  return {
    // The entry that imports ./bootstrap, and a remote's webpack `exposes` (./App, ./menu).
    entry: ['src/bootstrap.tsx', ...extraEntries],
    project: ['src/**/*.{ts,tsx}'],
    // Enabled by hand: jest and webpack are the platform's (shared's) devDependencies, not the frontend's.
    jest: { config: ['jest.config.cjs'] },
    webpack: { config: ['webpack.config.cjs'] },
    // @emotion/react: shared's jest preset maps the kits' build aliases to it.
    ignoreDependencies: fromShared(...uses, '@emotion/react', 'ts-jest', 'webpack-cli', 'webpack-dev-server'),
    ignoreBinaries: ['webpack', 'jest'],
    // The jsdom test environment of shared's jest preset (build/jest.cjs).
    ignoreUnresolved: ['jest-environment-jsdom'],
  };
}
const REMOTE_EXPOSES = ['src/app/App.tsx'];
// The dashboards' remotes also expose their side menu (the public site has none).
const DASHBOARD_EXPOSES = [...REMOTE_EXPOSES, 'src/app/menu.ts'];

const config: KnipConfig = {
  // Every test imports its globals from @jest/globals, which comes with jest.
  ignoreDependencies: ['@jest/globals'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'scripts/__tests__/*.test.mjs', 'scripts/cluster/*.test.mjs', 'bench/*.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', '*.{mjs,ts}'],
      ignoreDependencies: [
        // bench/ and the backup scripts drive the API's own database drivers (api/package.json), the page
        // bench the browser of e2e/ and lighthouse's (chrome-launcher comes with lighthouse).
        ...['@electric-sql/pglite', 'kysely', 'pg', 'playwright-core', 'chrome-launcher'],
        // Run with `npx lerna run ...` (README, Commands), never imported.
        'lerna',
      ],
    },
    api: {
      entry: ['src/db/migrations/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.{ts,cjs}'],
      // The system's (test/support/private-postgres.ts; poppler-utils for the certificate's picture).
      ignoreBinaries: ['getent', 'pdfinfo', 'pdftoppm'],
    },
    web: {
      project: ['src/**/*.ts'],
    },
    e2e: {
      entry: ['journeys/*.test.ts'],
      project: ['**/*.{ts,mjs}'],
      // The journeys start api/src/server.ts with `node --import tsx` (support/site.ts, run.mjs).
      ignoreDependencies: ['@alumni/api', 'tsx'],
    },
    shared: {
      // Named by path, not imported: the build presets, the kits that stand in for whole packages
      // (build/kits.cjs), global-css.ts run through tsx at build time. Its package.json exports are entries too.
      entry: ['build/*.{cjs,ts}', 'src/kits/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'build/**/*.{cjs,ts}'],
      ignoreDependencies: [
        // Build aliases of the kits (build/kits.cjs KIT_SOURCES), not packages.
        /^@alumni\/(emotion-source|react-query-source|react-router-source)(\/|$)/,
        // Shared as a singleton beside react-router (build/webpack.cjs SINGLETONS); the frontends' build
        // scripts run webpack-cli and webpack-dev-server, build/webpack.cjs runs tsx.
        'react-router-dom',
        // The federation runtime the shell hands to the portals (shell/src/remotes/provide-runtime-core.ts):
        // declared here, one version with @module-federation/enhanced, as every platform package.
        '@module-federation/runtime-core',
        'webpack-cli',
        'webpack-dev-server',
        'tsx',
        // Its font files, found by require.resolve in build/bangla-font.cjs (a path knip does not follow).
        '@fontsource/noto-sans-bengali',
      ],
    },
    // The e-mail verification banner sends "Send again" through the query cache; its test builds axios errors.
    shell: (() => {
      // The federation runtime plugin the preset names by path (build/webpack.cjs runtimePlugins).
      const shell = frontend(
        [
          ...UI,
          'react-dom',
          '@module-federation/enhanced',
          '@module-federation/runtime-core',
          '@tanstack/react-query',
          'axios',
        ],
        ['src/remotes/provide-runtime-core.ts'],
      );
      // Its server bundle (the preset's serverConfig) reaches a kit's package by its build alias.
      return { ...shell, ignoreDependencies: [...shell.ignoreDependencies, '@alumni/react-router-source'] };
    })(),
    // react-dom: a test renders the slider to a string as the server does.
    'public-site': frontend([...UI, ...DATA, 'zod', 'axios', 'react-dom'], REMOTE_EXPOSES),
    'member-portal': frontend([...UI, ...DATA, 'zod'], DASHBOARD_EXPOSES),
    'admin-portal': frontend([...UI, ...DATA], DASHBOARD_EXPOSES),
    'superadmin-portal': frontend([...UI, ...DATA], DASHBOARD_EXPOSES),
  },
};

export default config;
