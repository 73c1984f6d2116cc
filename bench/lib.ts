/* Shared helpers of the bench: servers started and stopped, throwaway databases, percentiles. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** What NODE_ENV=production requires (api/src/production-requirements.ts) of a bench's servers. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // A bench moves no money: the sandbox gateway, chosen explicitly as production requires.
  PAYMENT_GATEWAY: 'sandbox',
  JWT_SECRET: 'bench-secret-of-at-least-32-characters-0123',
  MAIL_TRANSPORT: 'files',
  SEED_DEMO: '0',
};

/**
 * The production server (`node --import tsx api/src/server.ts`, NODE_ENV=production with what it requires,
 * LOG_LEVEL=warn) on a free port: the journeys' starter. Production refuses the embedded database and demo
 * data: pass a DATABASE_URL (see demoData), or NODE_ENV=development for the embedded one.
 */
export function startServer(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<Site> {
  return startSite({
    env: { ...PRODUCTION_ENV, ...env },
    dataDir: options.dataDir,
    tempPrefix: 'alumni-bench-',
    timeoutMs: 120_000,
  });
}

/** Where a bench's demo data lives: pass `env` and `dataDir` to startServer; drop() removes both. */
export type DemoData = {
  database: 'postgres' | 'pglite';
  env: Record<string, string>;
  dataDir: string;
  drop: () => Promise<void>;
};

/**
 * The demo data (associations with their logos and covers, members, payments) for production servers:
 * on PostgreSQL a throwaway database and data folder seeded by one development start (production refuses
 * SEED_DEMO), then served as production. Without PostgreSQL the embedded database, which production
 * refuses: served as development (the same code path for a request), seeded on its first start.
 */
export async function demoData(label: string, hasPostgres: boolean): Promise<DemoData> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `alumni-bench-${label}-`));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!hasPostgres)
    return { database: 'pglite', env: { NODE_ENV: 'development', SEED_DEMO: '1' }, dataDir, drop: removeDir };
  const database = await throwawayDatabase(label);
  const drop = () => Promise.all([database.drop(), removeDir()]).then(() => undefined);
  try {
    const seeding = await startServer(
      { NODE_ENV: 'development', SEED_DEMO: '1', DATABASE_URL: database.url },
      { dataDir },
    );
    await seeding.stop();
  } catch (error) {
    await drop();
    throw error;
  }
  return { database: 'postgres', env: { DATABASE_URL: database.url }, dataDir, drop };
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

/** The middle value (the lower middle of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);
export const kb = (bytes: number) => round(bytes / 1024, 1);

/**
 * The CPU time (user and system, in seconds) process `pid` has used so far, from /proc/<pid>/stat (Linux;
 * its times are in USER_HZ, 100 per second); undefined where it cannot be read.
 */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses, may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
