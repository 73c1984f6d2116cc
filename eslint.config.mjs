// One lint config for the whole repository. The house rules (docs/ARCHITECTURE.md, STYLE.md) as rules:
// no portal imports another portal, no feature reaches into another feature's internals (only its
// public index.ts), the API never imports the React parts of @alumni/shared, and no import cycles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The components whose texts come from the translation catalogs (issue 37): a literal user-facing string in them
// fails the lint. Narrow or widen the check here and only here.
export const LITERAL_STRING_FILES = [
  'shared/src/**/*.tsx',
  'shell/src/**/*.tsx',
  'public-site/src/**/*.tsx',
  'member-portal/src/**/*.tsx',
  'admin-portal/src/**/*.tsx',
  'superadmin-portal/src/**/*.tsx',
];

/**
 * eslint-plugin-i18next's `no-literal-string` in `jsx-only` mode: JSX text, a string in a JSX expression
 * (`{busy ? 'Saving…' : 'Save'}`) and the attributes a person reads or hears. Not a text: punctuation, digits
 * and symbols (`৳`, `·`, `—`), a lower-case token (`'outline'`, `register('name')`, `'memberships.title'`),
 * an all-capitals code, and the brand names, which stay Latin in Bangla.
 */
export const LITERAL_STRING_OPTIONS = {
  mode: 'jsx-only',
  'jsx-attributes': {
    include: [
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'aria-roledescription',
      'placeholder',
      'title',
      'alt',
      'label',
      'helperText',
      'description',
      'emptyText',
      'loadingText',
      'confirmLabel',
      'cancelLabel',
    ],
  },
  words: {
    exclude: [
      /^[\p{P}\p{S}\p{N}\s]+$/u,
      // A catalog id (`'transactions.offline'`), an address or a number's shape as an example (`https://`, `01XXXXXXXXX`).
      /^[a-z]\w*(\.\w+)+$/,
      /^https?:\/\/\S*$/,
      /^01X+$/,
      // A link's target and rel, an in-page anchor: attributes of the markup, not texts.
      /^_blank$/,
      /^noopener noreferrer$/,
      /^#[\w-]+$/,
      /^(Alumni Connect|Alumni|Connect|bKash|Nagad|Rocket|SSLCommerz|Upay|BDT|Asia\/Dhaka|Google|Google Calendar)$/,
    ],
  },
  // What a call takes is a name, not a text: a form field's (`register('email')`), a catalog's id, a native form's.
  callees: {
    exclude: [
      't',
      'text',
      'register',
      'field',
      'nativeFormProps',
      'monthLabel',
      'linkButton',
      'includes',
      'has',
      'startsWith',
    ],
  },
  // An option object's settings (`{ on: 'card' }`, `{ method: 'get' }`), not texts.
  'object-properties': { exclude: ['on', 'method', 'name', 'autoComplete', 'mode'] },
};

const root = path.dirname(fileURLToPath(import.meta.url));
// The host and the portals, from the portal registry (shared/src/portals/portals.json).
const registry = JSON.parse(readFileSync(path.join(root, 'shared', 'src', 'portals', 'portals.json'), 'utf8'));
const FRONTENDS = [registry.host.folder, ...registry.portals.map((p) => p.folder)];
const PACKAGES = [...FRONTENDS, 'shared', 'api', 'web', 'e2e'];
// Server packages that use another one through its package entry alone (`@alumni/web` is web/src/index.ts).
const ENTRY_ONLY = { api: ['web'] };

// A feature (an API module) may use another only through that one's index.ts.
function featureZones(pkg, folder = 'features') {
  const dir = path.join(root, pkg, 'src', folder);
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.flatMap((target) =>
    features
      .filter((other) => other !== target)
      .map((other) => ({
        target: `./${pkg}/src/${folder}/${target}`,
        from: `./${pkg}/src/${folder}/${other}`,
        except: ['./index.ts'],
        message: `A feature uses another only through its public index.ts (${pkg}/src/${folder}/${other}/index.ts).`,
      })),
  );
}

// The API's infrastructure (database, plugins, storage, the job queue, small libraries) sits below its feature
// modules: a module registers itself with it (app.jobs.define, a decorator, a plugin option), never the reverse.
const API_INFRASTRUCTURE = ['db', 'plugins', 'lib', 'storage', 'jobs'];
const layerZones = API_INFRASTRUCTURE.map((folder) => ({
  target: `./api/src/${folder}`,
  from: './api/src/modules',
  message: `api/src/${folder} is infrastructure: it does not import a feature module (the module registers itself instead).`,
}));

// No package reaches into another package's files; frontends meet only through @alumni/shared and
// Module Federation at runtime; the API registers the web package through its index.ts.
const packageZones = PACKAGES.flatMap((pkg) =>
  PACKAGES.filter((other) => other !== pkg && other !== 'shared' && !(pkg === 'e2e' && other === 'api')).map((other) =>
    ENTRY_ONLY[pkg]?.includes(other)
      ? {
          target: `./${pkg}`,
          from: `./${other}`,
          except: ['./src/index.ts'],
          message: `${pkg} uses ${other} only through its package entry (@alumni/${other}, ${other}/src/index.ts).`,
        }
      : {
          target: `./${pkg}`,
          from: `./${other}`,
          // The journeys assert the texts a portal's catalog holds (issue 37): its catalogs are theirs to read.
          ...(pkg === 'e2e' && { except: ['./src/i18n/catalogs'] }),
          message: `${pkg} does not import ${other}'s files: what two packages need goes into shared/.`,
        },
  ),
);

// What the server (api, web, scripts, bench) may import from @alumni/shared: plain data and zod, no React; the
// page's element ids and template placeholders, plain source the build and the head's snippets share.
const SERVER_SAFE_SHARED = [
  'contracts',
  'format',
  'build-info',
  'portals',
  'i18n',
  'i18n/server',
  'hydration/element-ids.cjs',
  'hydration/page-template.cjs',
];
/** What the server may import from @alumni/shared (`safe`): a pattern for no-restricted-imports. */
const serverImports = (safe) => ({
  regex: `^@alumni/shared(?!/(${safe.map((name) => name.replaceAll('.', '\\.')).join('|')})$)`,
  message: `The server imports only the React-free parts of @alumni/shared (${safe.join(', ')}).`,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'releases/**',
      'backups/**',
      'coverage/**',
      'e2e/artifacts/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files when following imports, and no-cycle sees no TS cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: PACKAGES.map((p) => `${p}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
          alwaysTryTypes: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...packageZones,
            ...FRONTENDS.flatMap((p) => featureZones(p)),
            ...featureZones('api', 'modules'),
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    // Kysely's migration signature: a migration is frozen in time, typed against no version of the schema
    // (db/types.ts follows the latest one), and a landed migration is never edited.
    files: ['api/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,public-site,member-portal,admin-portal,superadmin-portal,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Reports code the React Compiler would skip (react-hook-form's watch): no build here uses the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Issue 37: a user-facing text comes from a catalog (see LITERAL_STRING_FILES above); tests may type texts.
    files: LITERAL_STRING_FILES,
    ignores: ['**/__tests__/**', '**/*.test.tsx', '*/src/testing/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', LITERAL_STRING_OPTIONS] },
  },
  {
    // Fastify is extended by declaration merging (`declare module 'fastify' { interface FastifyInstance … }`),
    // which needs an interface: allowed there and only there; everywhere else `type` stays the rule.
    files: ['api/src/**/*.ts', 'web/src/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSInterfaceDeclaration:not(TSModuleDeclaration[declare=true] TSInterfaceDeclaration)',
          message: 'Use `type` over `interface` (an interface only augments a declared module).',
        },
      ],
    },
  },
  {
    // Tests that load a module afresh inside jest.isolateModules need its synchronous require().
    files: ['**/__tests__/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/**/*.ts', 'web/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverImports(SERVER_SAFE_SHARED)],
        },
      ],
    },
  },
  {
    // The server's tests may also use the shared test data (plain objects and the pages' paths, no React).
    files: ['api/test/**/*.ts', 'web/**/__tests__/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverImports([...SERVER_SAFE_SHARED, 'testing/associations', 'testing/public-pages'])] },
      ],
    },
  },
  prettier,
);
