/*
 * A private PostgreSQL cluster for the fault and backup tests: its own temp directory, a free port,
 * the socket in /tmp, trust auth. Never the machine's shared server on 5432 (other suites use it).
 * As root the tools run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

/** The folder holding initdb and pg_ctl, or null (the tests then skip with a message). */
export function findPgBin(): string | null {
  return BIN_DIRS.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type PrivateCluster = {
  url: string;
  port: number;
  /** pg_ctl stop -m fast (connections are cut). */
  stop(): void;
  start(): void;
  /** Stops it (if running) and removes its files. */
  destroy(): void;
};

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('initdb/pg_ctl not found');
  const isRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'alumni-private-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (isRoot) {
    const { uid, gid } = userInfoOf('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}

function userInfoOf(name: string): { uid: number; gid: number } {
  const line = execFileSync('getent', ['passwd', name]).toString().trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
