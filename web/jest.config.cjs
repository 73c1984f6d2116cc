// Type-checking is `npm run typecheck -w web`; the preset only transpiles.
/** @type {import('jest').Config} */
module.exports = require('@alumni/shared/build/jest')({
  rootDir: __dirname,
  environment: 'node',
  // ESM only (@fastify/static's content-disposition, light-my-request's cookie): transpiled for Jest.
  esmPackages: ['content-disposition', 'cookie'],
  maxWorkers: 2,
});
