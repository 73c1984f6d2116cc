/*
 * Faults of the server process itself, with real processes (`node --import tsx api/src/server.ts`):
 * a second server on the same DATA_DIR refuses to start with a clear message (the first keeps
 * serving); a server killed with SIGKILL loses nothing it had answered for, and the next one starts
 * on its stale lock; with PostgreSQL, the process survives the database going away and coming back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { findPgBin, startPrivateCluster, type PrivateCluster } from './support/private-postgres';

const REPO = path.resolve(__dirname, '..', '..');
const SERVER = path.join(REPO, 'api', 'src', 'server.ts');

type Server = { process: ChildProcess; url: string; output: () => string };

/** Starts a server; resolves once it listens (its address), or rejects with its output when it exits. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      JWT_SECRET: 'x'.repeat(40),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d: Buffer) => (output += d.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      const match = /Alumni platform on (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1], output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { exitCode: code, output }));
    });
  });
}

async function stop(server: Server | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await exited;
}

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('two servers on one DATA_DIR, and a crash', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-fault-server-'));
  const started: Server[] = [];
  afterAll(async () => {
    for (const s of started) await stop(s, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server with a message naming the first; the first keeps serving', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    started.push(first);
    const error = (await startServer({ DATA_DIR: dataDir }).catch((e: unknown) => e)) as {
      exitCode?: number;
      output?: string;
    };
    expect(error.exitCode).toBe(1);
    expect(error.output).toContain(
      `Another process (pid ${first.process.pid}) is using DATA_DIR ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
    );
    expect(error.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
  }, 180_000);

  it('loses nothing it had answered for when killed (SIGKILL); the next server takes over the stale lock', async () => {
    const first = started[0];
    const email = `crash.${Date.now()}@example.com`;
    const signUp = await json(
      await post(`${first.url}/api/v1/auth/registration/`, {
        email,
        password1: 'Crash-Safe-Phrase-1',
        password2: 'Crash-Safe-Phrase-1',
      }),
    );
    expect(signUp.status).toBe(201);
    const contact = await post(`${first.url}/api/v1/contact-messages/`, {
      name: 'Before the crash',
      email,
      message: 'Still here?',
    });
    expect(contact.status).toBe(201);
    await stop(first, 'SIGKILL');

    const next = await startServer({ DATA_DIR: dataDir });
    started.push(next);
    const signedIn = await json(
      await post(`${next.url}/api/v1/auth/login/`, { email, password: 'Crash-Safe-Phrase-1' }),
    );
    expect(signedIn.status).toBe(200);
    expect((await fetch(`${next.url}/api/v1/stats/`)).status).toBe(200);
    await stop(next);
  }, 180_000);
});

const hasPostgres = findPgBin() !== null;
if (!hasPostgres)
  console.warn('\n*** faults-server: SKIPPED the PostgreSQL process test: initdb/pg_ctl not found ***\n');

(hasPostgres ? describe : describe.skip)('the server process while PostgreSQL goes away and comes back', () => {
  let cluster: PrivateCluster | undefined;
  let server: Server | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-fault-pg-'));
  afterAll(async () => {
    await stop(server, 'SIGKILL');
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps running: 503 with a message meanwhile, then answers again (no restart)', async () => {
    cluster = await startPrivateCluster();
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: cluster.url });
    const email = `pg.${Date.now()}@example.com`;
    const signUp = await json(
      await post(`${server.url}/api/v1/auth/registration/`, {
        email,
        password1: 'Outage-Proof-Phrase',
        password2: 'Outage-Proof-Phrase',
      }),
    );
    expect(signUp.status).toBe(201);
    const me = () =>
      fetch(`${server!.url}/api/v1/auth/user/`, { headers: { authorization: `Bearer ${String(signUp.body.access)}` } });
    // The database goes while queries are in flight (the case that used to crash the process).
    const inFlight = Array.from({ length: 60 }, (_, i) =>
      (i % 2 ? fetch(`${server!.url}/api/v1/associations/?name=a`) : me()).catch((e: Error) => e),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    cluster.stop();
    const answered = await Promise.all(inFlight);
    expect(
      answered.map((r) => (r instanceof Error ? r.message : r.status)).filter((s) => s !== 200 && s !== 503),
    ).toEqual([]);
    for (const response of await Promise.all(Array.from({ length: 6 }, () => me()))) {
      expect(await json(response)).toEqual({
        status: 503,
        body: {
          message: 'The database is not reachable right now. Please try again in a moment.',
          code: 'DATABASE_UNAVAILABLE',
        },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.process.exitCode).toBeNull();

    cluster.start();
    expect((await me()).status).toBe(200);
    expect(
      (await json(await post(`${server.url}/api/v1/auth/login/`, { email, password: 'Outage-Proof-Phrase' }))).status,
    ).toBe(200);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 180_000);
});
