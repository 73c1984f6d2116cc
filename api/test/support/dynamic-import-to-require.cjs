// PGlite (`import("fs/promises")`) and @fastify/cookie (`import("cookie")`) load modules with import(). Jest's CommonJS runtime
// cannot run dynamic import() without --experimental-vm-modules, so turn those into require()
// (through an alias: the bundle declares its own `var require` in the function that imports).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const transformerSource = readFileSync(__filename, 'utf8');

module.exports = {
  process(source) {
    const code = source.replace(/\bimport\(\s*(["'][^"']+["'])\s*\)/g, 'Promise.resolve(__jestRequire($1))');
    return { code: `const __jestRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(transformerSource).update(filename).update(source).digest('hex');
  },
};
