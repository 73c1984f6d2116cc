/* Shared helpers of the bench: servers started and stopped, throwaway databases, percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(__dirname, '..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database; drop() removes it (also with connections still open). */
export async function throwawayDatabase(label: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  return { url: databaseUrl(name), name, drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined) };
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((c) => c.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export type Site = { url: string; dataDir: string; stop: () => Promise<void>; log: () => string };

/** The production server (`node --import tsx api/src/server.ts`, LOG_LEVEL=warn) on a free port. */
export async function startServer(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'alumni-bench-')));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: repoRoot,
      PUBLIC_ORIGIN: url,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = () => stopChild(child).then(() => (options.dataDir ? undefined : rm(dataDir, { recursive: true, force: true })));
  try {
    await waitFor(`${url}/api/v1/health`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop, log: () => output };
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * A bare node:http server in its own process answering `body` (with `contentType`) to every request:
 * what the hardware does with no framework and no database.
 */
export async function startBareServer(routes: Record<string, { body: string; contentType: string }>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const routes = new Map(Object.entries(JSON.parse(process.env.BARE_ROUTES)).map(([k, v]) => [k, { body: Buffer.from(v.body), type: v.contentType }]));
    http.createServer((req, res) => {
      const r = routes.get(req.url) || routes.get('*');
      res.writeHead(200, { 'content-type': r.type, 'content-length': r.body.length });
      res.end(r.body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, BARE_ROUTES: JSON.stringify(routes) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);
export const kb = (bytes: number) => round(bytes / 1024, 1);
