// ts-jest, transpile only: type-checking is `npm run typecheck -w web`.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node10',
          target: 'ES2022',
          esModuleInterop: true,
          isolatedModules: true,
          resolveJsonModule: true,
          verbatimModuleSyntax: false,
        },
        diagnostics: false,
      },
    ],
  },
  maxWorkers: 2,
};
