/* Shared helpers of the bench: servers started and stopped, throwaway databases, percentiles. */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { freePort, repoRoot, startSite, stopChild, type Site } from '../e2e/support/site';

export { freePort, repoRoot, stopChild, type Site };
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

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
export async function throwawayDatabase(
  label: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(name),
    name,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((c) => c.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** The production server (`node --import tsx api/src/server.ts`, NODE_ENV=production, PAYMENT_GATEWAY=sandbox, LOG_LEVEL=warn) on a free port: the journeys' starter. */
export function startServer(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<Site> {
  return startSite({
    // A bench moves no money: the sandbox gateway, chosen explicitly as production requires.
    env: { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', ...env },
    dataDir: options.dataDir,
    tempPrefix: 'alumni-bench-',
    timeoutMs: 120_000,
  });
}

export type BareRoute = { body: string; contentType: string; headers?: Record<string, string> };

/**
 * A bare node:http server in its own process answering `body` (with `contentType`, and `headers` when
 * given) to every request: what the hardware does with no framework and no database.
 */
export async function startBareServer(
  routes: Record<string, BareRoute>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const routes = new Map(Object.entries(JSON.parse(process.env.BARE_ROUTES)).map(([k, v]) => [k, { body: Buffer.from(v.body), type: v.contentType, headers: v.headers || {} }]));
    http.createServer((req, res) => {
      const r = routes.get(req.url) || routes.get('*');
      res.writeHead(200, { ...r.headers, 'content-type': r.type, 'content-length': r.body.length });
      res.end(r.body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_ROUTES: JSON.stringify(routes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
