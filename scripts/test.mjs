// `npm test`: every check. Lint (scripts/lint.mjs: ESLint, Prettier, knip), type-check every package, build the
// frontends, jest in every package (the API suites run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL
// too), browser journeys. Then the cluster test: two instances behind haproxy on one
// PostgreSQL database (scripts/cluster).
// Options: --skip-e2e, --skip-cluster, --only=<step,...> (lint, typecheck, unit, e2e, cluster).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStaleFrontends, ensureInstalled, packages, root } from './lib.mjs';

const argv = process.argv.slice(2);
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (step) => (!only || only.includes(step)) && !argv.includes(`--skip-${step}`);
const summary = [];
// Seconds each step took, shown in the summary: where CI's time goes (typecheck's packages run two at a time,
// their time is the span since the previous entry).
let lastEntryAt = Date.now();
const record = (step, result) => {
  const now = Date.now();
  summary.push([step, result, Math.round((now - lastEntryAt) / 1000)]);
  lastEntryAt = now;
};
let passed = 0;
let failed = 0;

function exec(command, args, { cwd = root, env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function pool(items, size, worker) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await worker(queue.shift());
    }),
  );
}

ensureInstalled();
const started = Date.now();

if (wants('lint')) {
  console.log('\n=== lint ===');
  const { code } = await exec(process.execPath, [path.join(root, 'scripts', 'lint.mjs')]);
  record('lint', code === 0 ? 'ok' : 'FAILED');
  if (code === 0) passed++;
  else failed++;
}

if (wants('typecheck')) {
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  await pool(
    // The bench too: no package of its own, but its code is run by `npm run bench` and nothing else checks it.
    [...packages, 'bench'].filter((p) => existsSync(path.join(root, p, 'tsconfig.json'))),
    2,
    async (pkg) => {
      const { code, output } = await exec(tsc, ['-p', path.join(pkg, 'tsconfig.json'), '--noEmit'], { capture: true });
      if (code !== 0) process.stdout.write(`\n--- typecheck ${pkg} ---\n${output}`);
      record(`typecheck ${pkg}`, code === 0 ? 'ok' : 'FAILED');
      if (code === 0) passed++;
      else failed++;
    },
  );
}

/**
 * The API's page suites render pages with the built site: the shell's server bundle loads the public site's through
 * the federation runtime's Node loader, which imports Node's modules with `import()`, which Jest allows with this
 * flag (Jest's documented way: its workers inherit it).
 */
const API_JEST_ENV = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

if (wants('unit')) {
  // The API's page suites answer pages as the site does: their status and head come from the public site's
  // server render, so the frontends are built first (the journeys need them built anyway).
  buildStaleFrontends();
  const jest = path.join(root, 'node_modules', '.bin', 'jest');
  const outDir = mkdtempSync(path.join(tmpdir(), 'alumni-jest-'));
  for (const pkg of packages.filter((p) => existsSync(path.join(root, p, 'jest.config.cjs')))) {
    console.log(`\n=== jest ${pkg} ===`);
    const outputFile = path.join(outDir, `${pkg}.json`);
    const { code } = await exec(jest, ['--ci', '--json', `--outputFile=${outputFile}`], {
      cwd: path.join(root, pkg),
      env: pkg === 'api' ? API_JEST_ENV : {},
    });
    let detail = code === 0 ? 'ok' : 'FAILED';
    if (existsSync(outputFile)) {
      const report = JSON.parse(readFileSync(outputFile, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      detail += ` (${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped)`;
    } else if (code !== 0) failed++;
    record(`jest ${pkg}`, detail);
  }
}

if (wants('unit')) {
  // The operator scripts (scripts/portal.mjs): node:test, which takes no globs on Node 20; through tsx, as they
  // import the portal registry (TypeScript).
  const dir = path.join(root, 'scripts', '__tests__');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(dir, f));
  console.log('\n=== node:test scripts ===');
  const { code, output } = await exec(process.execPath, ['--import', 'tsx', '--test', ...files], { capture: true });
  process.stdout.write(output);
  const pass = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  passed += pass;
  failed += fail + (code !== 0 && fail === 0 ? 1 : 0);
  record('node:test scripts', `${code === 0 ? 'ok' : 'FAILED'} (${pass} passed, ${fail} failed)`);
}

if (wants('e2e')) {
  console.log('\n=== browser journeys ===');
  buildStaleFrontends();
  const { code, output } = await exec(process.execPath, [path.join(root, 'e2e', 'run.mjs')], { capture: true });
  process.stdout.write(output);
  const pass = Number(/ℹ pass (\d+)/.exec(output)?.[1] ?? 0);
  const fail = Number(/ℹ fail (\d+)/.exec(output)?.[1] ?? 0);
  passed += pass;
  failed += fail + (code !== 0 && fail === 0 ? 1 : 0);
  record(
    'browser journeys',
    `${code === 0 ? 'ok' : 'FAILED'} (${pass} passed, ${fail} failed)${/SKIPPED/.test(output) ? ' SKIPPED: no Chromium' : ''}`,
  );
}

if (wants('cluster')) {
  console.log('\n=== cluster ===');
  buildStaleFrontends();
  const test = path.join(root, 'scripts', 'cluster', 'cluster.test.mjs');
  const { code, output } = await exec(process.execPath, ['--test', test], { capture: true });
  process.stdout.write(output);
  const pass = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  passed += pass;
  failed += fail + (code !== 0 && fail === 0 ? 1 : 0);
  record(
    'cluster',
    `${code === 0 ? 'ok' : 'FAILED'} (${pass} passed, ${fail} failed)${/CLUSTER TEST SKIPPED/.test(output) ? ' SKIPPED' : ''}`,
  );
}

console.log('\n=== summary ===');
for (const [step, result, seconds] of summary) console.log(`${step.padEnd(34)} ${result} [${seconds} s]`);
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || summary.some(([, r]) => r.startsWith('FAILED')) ? 1 : 0);
