// Runs the browser journeys: one node:test process per journey file, in real Chromium, two files at a time
// (E2E_CONCURRENCY): each file has its own server, database and browser, and one file alone keeps the
// machine's two cores about a third busy (waiting on pages, servers and the mailbox).
// Without a browser the journeys fail when E2E_REQUIRED=1 (CI) and are loudly skipped otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = process.env.E2E_REQUIRED === '1';

if (!existsSync(chromium)) {
  const message = `Browser journeys need Chromium at ${chromium} (set CHROMIUM_PATH, or apt-get install chromium).`;
  if (required) {
    console.error(`FAIL: ${message} E2E_REQUIRED=1, so this is an error.`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n!! BROWSER JOURNEYS SKIPPED: ${message}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}

const builtMarkers = ['shell/dist/index.html'];
if (!builtMarkers.every((m) => existsSync(path.join(root, m)))) {
  console.log('Frontends are not built yet: building them first.');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const only = process.argv.slice(2);
/** The longest files (3.5, 2 and 1.5 minutes on a CI machine) start first, so that the two lanes end together. */
const LONGEST_FIRST = ['50-accessibility', '40-delivery', '30-admin-association'];
const rank = (file) => {
  const at = LONGEST_FIRST.findIndex((name) => file.startsWith(name));
  return at === -1 ? LONGEST_FIRST.length : at;
};
const files = readdirSync(path.join(here, 'journeys'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((f) => path.join('journeys', f));
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env },
  },
);
process.exit(result.status ?? 1);
