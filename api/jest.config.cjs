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

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', tsJestOptions],
    // jose ships ESM only; Jest's CommonJS runtime needs it transpiled.
    '/node_modules/jose/.+\\.js$': ['ts-jest', tsJestOptions],
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/dynamic-import-to-require.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite)/)'],
  moduleNameMapper: {
    '^@alumni/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
  },
  testTimeout: 30000,
  maxWorkers: 2,
};
