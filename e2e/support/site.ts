import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export type Site = {
  url: string;
  /** The server's process id (the bench reads the CPU time it uses). */
  pid: number | undefined;
  dataDir: string;
  /** Output the server printed, for diagnosing a failed journey. */
  log: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The signal on which the site's Node writes a diagnostic report (its JavaScript stack) into REPORT_DIR. */
const REPORT_SIGNAL = 'SIGUSR2';
const REPORT_DIR = path.join(tmpdir(), 'alumni-e2e-reports');

/**
 * Where a site that never answered was: the JavaScript stack and pending work of Node's diagnostic report,
 * asked for with REPORT_SIGNAL and read once written (waited for up to 10 s; a process too stuck to write
 * one says so).
 */
async function stuckReport(child: ChildProcess): Promise<string> {
  const before = new Set(await readdir(REPORT_DIR).catch(() => []));
  child.kill(REPORT_SIGNAL);
  for (let waited = 0; waited < 10_000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    const file = (await readdir(REPORT_DIR).catch(() => [])).find(
      (name) => !before.has(name) && name.includes(`.${child.pid}.`),
    );
    if (!file) continue;
    try {
      const report = JSON.parse(await readFile(path.join(REPORT_DIR, file), 'utf8')) as {
        javascriptStack?: { message?: string; stack?: string[] };
        libuv?: { type: string; is_active: boolean }[];
      };
      const active = (report.libuv ?? []).filter((h) => h.is_active).map((h) => h.type);
      return [
        `JavaScript stack: ${report.javascriptStack?.message ?? ''}`,
        ...(report.javascriptStack?.stack ?? []).slice(0, 30),
        `Active handles: ${active.join(', ') || 'none'}`,
      ].join('\n');
    } catch {
      // Being written: read it at the next look.
    }
  }
  return 'No diagnostic report within 10 s.';
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The site at ${url} did not become healthy within ${timeoutMs} ms:\n${output()}\n${await stuckReport(child)}`,
  );
}

/** SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export type StartSiteOptions = {
  /** Added to (and overriding) the server's environment. */
  env?: Record<string, string>;
  /** Where the data lives, left in place on stop; without it a fresh temporary folder, removed on stop. */
  dataDir?: string;
  /** Name prefix of that temporary folder. */
  tempPrefix?: string;
  /** How long to wait for /api/v1/health before giving up (the server is then stopped). */
  timeoutMs?: number;
};

/**
 * Starts the whole site the way `npm start` serves it (API, shell, remotes, media) on a free port
 * with a fresh embedded database and demo data. The journeys use it, and the bench (bench/lib.ts).
 */
export async function startSite({
  env = {},
  dataDir: givenDataDir,
  tempPrefix = 'alumni-e2e-',
  timeoutMs = 90_000,
}: StartSiteOptions = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), tempPrefix)));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  await mkdir(REPORT_DIR, { recursive: true });
  const reportFlags = ['--report-on-signal', `--report-signal=${REPORT_SIGNAL}`, `--report-directory=${REPORT_DIR}`];
  const child = spawn(process.execPath, [...reportFlags, '--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
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
  const stop = async () => {
    await stopChild(child);
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, dataDir, log: () => output, stop };
}
