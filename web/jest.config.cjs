// ts-jest, transpile only: type-checking is `npm run typecheck -w web`.
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

// Packages that ship ESM only (@fastify/static's content-disposition, light-my-request's cookie): Jest's CommonJS
// runtime needs them transpiled.
const ESM_PACKAGES = ['content-disposition', 'cookie'];
const esm = ESM_PACKAGES.map((p) => p.replace(/[/.]/g, '\\$&')).join('|');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', tsJestOptions],
    [`/node_modules/(${esm})/.+\\.js$`]: ['ts-jest', tsJestOptions],
  },
  // Ignore node_modules except the packages above (judged by the innermost node_modules folder).
  transformIgnorePatterns: [`/node_modules/(?!(${esm})/)(?!.*/node_modules/)`],
  maxWorkers: 2,
};
