// Type-checking is `npm run typecheck -w api`; the preset only transpiles.
/** @type {import('jest').Config} */
module.exports = require('@alumni/shared/build/jest')({
  rootDir: __dirname,
  environment: 'node',
  // Packages that ship ESM only: Jest's CommonJS runtime needs them transpiled (add here as needed).
  esmPackages: ['jose', 'content-disposition', 'cookie'],
  // CommonJS files that load a module with import(): rewritten to require() (see the transformer).
  packageTransforms: {
    '@electric-sql/pglite/dist/.+\\.cjs': '<rootDir>/test/support/dynamic-import-to-require.cjs',
    '@fastify/cookie/index\\.js': '<rootDir>/test/support/dynamic-import-to-require.cjs',
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  // A fresh worker for each test file (recycled when it holds more than this, so always). The page suites render with
  // the built site, whose federation runtime loads the public site's server entry with import() from code made by
  // `new Function`: Jest hands that import to the first test file a worker ran, which fails once that file has
  // finished. The cost is a worker's start per file.
  workerIdleMemoryLimit: '1MB',
});
