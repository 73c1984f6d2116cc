// Runs the API server (which also serves the built frontends) as a child, passing signals on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

export function runServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { WEB_ROOT: root, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
