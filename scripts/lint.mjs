// `npm run lint`: ESLint, Prettier, knip (unused files, exports and dependencies) and the translation
// catalogs (a key in one language and not the other) over the whole repository, one after the other
// (2 cores); fails on any finding, warnings included.
// Options: --only=<check,...> (eslint, prettier, knip, catalogs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const CHECKS = {
  eslint: ['eslint', ['.', '--max-warnings=0']],
  prettier: ['prettier', ['--check', '.', '--log-level=warn']],
  knip: ['knip', ['--no-progress']],
  catalogs: ['tsx', ['scripts/catalogs.mjs']],
};

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const unknown = (only ?? []).filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`Unknown check ${unknown.join(', ')}: choose from ${Object.keys(CHECKS).join(', ')}.`);
  process.exit(2);
}

const failed = [];
for (const [name, [bin, args]] of Object.entries(CHECKS)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== lint: ${name} ===`);
  const { status, error } = spawnSync(path.join(root, 'node_modules', '.bin', bin), args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (error) console.error(error.message);
  if (status === 0) console.log(`${name}: no findings`);
  else failed.push(name);
}

if (failed.length) console.error(`\nlint FAILED: ${failed.join(', ')} reported findings (see above).`);
process.exit(failed.length ? 1 : 0);
