// Jest preset factory for every package: the frontends and shared (jsdom), the API and web (node).
// Usage: module.exports = require('@alumni/shared/build/jest')({ rootDir: __dirname });
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '..', 'src');

const TS_JEST = [
  require.resolve('ts-jest'),
  {
    // Transpile only (isolatedModules); type-checking is `tsc --noEmit` per package.
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node10',
      target: 'ES2022',
      esModuleInterop: true,
      isolatedModules: true,
      resolveJsonModule: true,
      verbatimModuleSyntax: false,
      allowJs: true,
    },
    diagnostics: false,
  },
];

const escapeName = (name) => name.replace(/[/.]/g, '\\$&');
/** The package a path pattern inside node_modules starts with: `@scope/name/…` or `name/…`. */
const packageOf = (pattern) =>
  pattern
    .split('/')
    .slice(0, pattern.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * @param {{
 *   rootDir: string,
 *   environment?: 'jsdom' | 'node',
 *   esmPackages?: string[],
 *   packageTransforms?: Record<string, string>,
 * } & Record<string, unknown>} options
 *   environment: 'node' for a server package (api, web): .ts tests under src/**\/__tests__, no browser setup.
 *   esmPackages: packages that ship ESM only, transpiled for Jest's CommonJS runtime.
 *   packageTransforms: a path pattern inside node_modules (starting with its package) -> its transformer.
 *   Extra keys override the preset.
 */
function createJestConfig({ rootDir, environment = 'jsdom', esmPackages = [], packageTransforms = {}, ...overrides }) {
  const node = environment === 'node';
  const transformed = [...esmPackages.map(escapeName), ...Object.keys(packageTransforms).map(packageOf)];
  const esm = esmPackages.map(escapeName).join('|');
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: node
      ? ['<rootDir>/src/**/__tests__/**/*.test.ts']
      : ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    transform: {
      '^.+\\.tsx?$': TS_JEST,
      ...(esm ? { [`/node_modules/(${esm})/.+\\.js$`]: TS_JEST } : {}),
      ...Object.fromEntries(
        Object.entries(packageTransforms).map(([pattern, transformer]) => [`/node_modules/${pattern}$`, transformer]),
      ),
    },
    // Ignore node_modules except the packages above (judged by the innermost node_modules folder).
    ...(transformed.length
      ? { transformIgnorePatterns: [`/node_modules/(?!(${transformed.join('|')})/)(?!.*/node_modules/)`] }
      : {}),
    moduleNameMapper: {
      '^@alumni/shared$': path.join(SHARED_SRC, 'index.ts'),
      '^@alumni/shared/(.*)$': path.join(SHARED_SRC, '$1'),
      // The kits' build aliases of the real packages (shared/build/kits.cjs): in tests, the packages
      // themselves (React kits: not the server packages').
      ...(node
        ? {}
        : {
            '^@alumni/emotion-source$': require.resolve('@emotion/react', { paths: [SHARED_SRC] }),
            '^@alumni/react-query-source$': require.resolve('@tanstack/react-query', { paths: [SHARED_SRC] }),
            '^@alumni/react-router-source$': require.resolve('react-router', { paths: [SHARED_SRC] }),
          }),
    },
    ...(node
      ? {}
      : {
          setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
          setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-after-env.cjs')],
        }),
    // A test waits on conditions, never on time: the timeouts only stop a hung test. On a busy shared
    // 2-core machine a page's first render under jsdom, or opening a fresh embedded database, takes seconds.
    testTimeout: 60_000,
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = createJestConfig;
module.exports.createJestConfig = createJestConfig;
