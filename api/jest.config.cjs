// ts-jest, transpile only: type-checking is `npm run typecheck -w api`.
const tsJestOptions = {
  tsconfig: {
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
};

// Packages that ship ESM only: Jest's CommonJS runtime needs them transpiled (add here as needed).
const ESM_PACKAGES = ['jose', 'content-disposition', 'cookie'];
const esm = ESM_PACKAGES.map((p) => p.replace(/[/.]/g, '\\$&')).join('|');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', tsJestOptions],
    [`/node_modules/(${esm})/.+\\.js$`]: ['ts-jest', tsJestOptions],
    // CommonJS files that load a module with import(): rewritten to require() (see the transformer).
    '/node_modules/(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$':
      '<rootDir>/test/support/dynamic-import-to-require.cjs',
  },
  // Ignore node_modules except the packages above (judged by the innermost node_modules folder).
  transformIgnorePatterns: [`/node_modules/(?!(${esm}|@electric-sql/pglite|@fastify/cookie)/)(?!.*/node_modules/)`],
  moduleNameMapper: {
    '^@alumni/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Only stops a hung test: opening a fresh embedded database takes 2-6 s alone and 20 s on a busy machine.
  testTimeout: 60_000,
  maxWorkers: 2,
};
