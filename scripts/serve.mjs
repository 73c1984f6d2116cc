// `npm run serve`: the site as `npm run build` left it, as production runs it: no install, no build.
// Set NODE_ENV=production on a real deployment (see the README, Operate at scale).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontends, root } from './lib.mjs';
import { runServer } from './server-process.mjs';

const problems = [];
if (!existsSync(path.join(root, 'node_modules', 'tsx')))
  problems.push('Dependencies are not installed: run `npm install` (or `npm ci`) first');
for (const pkg of frontends) {
  if (!existsSync(path.join(root, pkg, 'dist', '.build-stamp')))
    problems.push(`${pkg} is not built: run \`npm run build\` first`);
}
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
runServer();
