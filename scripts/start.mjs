// `npm start`: install what is missing, build what is stale, then serve the whole site on one port
// (API, shell, remotes, media) with the embedded database; the server migrates and seeds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleFrontends, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
buildStaleFrontends();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
