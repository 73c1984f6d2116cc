// Jest preset factory for the frontends and for shared itself.
// Usage: module.exports = require('@alumni/shared/build/jest')({ rootDir: __dirname });
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '..', 'src');

/** @param {{ rootDir: string } & Record<string, unknown>} options extra keys override the preset */
function createJestConfig({ rootDir, ...overrides }) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    transform: {
      '^.+\\.tsx?$': [
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
          },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '^@alumni/shared$': path.join(SHARED_SRC, 'index.ts'),
      '^@alumni/shared/(.*)$': path.join(SHARED_SRC, '$1'),
      // The kits' build aliases of the real packages (shared/build/kits.cjs): in tests, the packages themselves.
      '^@alumni/emotion-source$': require.resolve('@emotion/react', { paths: [SHARED_SRC] }),
      '^@alumni/react-query-source$': require.resolve('@tanstack/react-query', { paths: [SHARED_SRC] }),
      '^@alumni/react-router-source$': require.resolve('react-router', { paths: [SHARED_SRC] }),
    },
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-after-env.cjs')],
    // A test waits on conditions, never on time: the timeouts only stop a hung test. On a busy shared
    // 2-core machine a page's first render under jsdom can take several seconds, so they are generous.
    testTimeout: 60_000,
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = createJestConfig;
module.exports.createJestConfig = createJestConfig;
