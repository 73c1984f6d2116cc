// Pieces of the cluster test: free ports, polling with a deadline, instances started with `npm run serve`,
// haproxy with deploy/haproxy.cfg rewritten for the test's ports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from '../lib.mjs';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a truthy value; throws with `what` past the deadline. */
export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A child in its own process group, its output kept (printed when the test fails). */
function startProcess(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (data) => {
    output = (output + data).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    output: () => output,
    /** Kills the whole group (npm, the serve script, the server) at once. */
    kill(signal = 'SIGKILL') {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
      return exited;
    },
  };
}

export function startInstance(name, env) {
  return startProcess(name, 'npm', ['run', 'serve', '--silent'], env);
}

/** deploy/haproxy.cfg with the front end on `listen` and one `server` line per instance port. */
export function haproxyConfig({ listen, ports }) {
  const template = readFileSync(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const servers = ports.map((port, i) => `  server app${i + 1} 127.0.0.1:${port}`).join('\n');
  const config = template
    .replace(/^\s*log stdout .*$/m, '')
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${listen}`)
    .replace(/^(\s*server app1 .*\n)(\s*server app\d .*\n?)*/m, `${servers}\n`);
  if (!config.includes(`bind 127.0.0.1:${listen}`) || !config.includes(servers))
    throw new Error('deploy/haproxy.cfg no longer has the `bind :80` and `server app1 ...` lines the test rewrites');
  return config;
}

export function startHaproxy(file) {
  return startProcess('haproxy', HAPROXY, ['-db', '-f', file], {});
}

export const haveHaproxy = () => existsSync(HAPROXY);

export function writeConfig(file, content) {
  writeFileSync(file, content);
  return file;
}
