/*
 * `npm run bench`: API throughput, growth to 100k members, the first page and the portals' bytes, in
 * one run (every figure a ratio or a comparison taken in this run: the machine is noisy). Prints a
 * table and writes bench/results.json. Cleans up its databases and servers; about 5-8 minutes.
 *   --only=api,auth,growth,web,portals   run some parts (auth: a signed-in GET /auth/user/)    --no-build   do not run build:web first
 * Env: BENCH_DURATION (s per autocannon run, 8), BENCH_CONNECTIONS (10), BENCH_GROWTH_SAMPLES (40),
 *      BENCH_PG_URL (admin URL of the PostgreSQL server, postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOAD, pgliteThroughput, postgresThroughput, type ThroughputRow } from './api-throughput';
import { authThroughput } from './auth-throughput';
import { firstLoads, hasChromium, lighthouseScores, type FirstLoad, type Scores } from './first-page';
import { growth, type DeepRow, type GrowthRow } from './growth';
import { kb, postgresReachable, repoRoot, round, startServer } from './lib';
import { portalBytes, type PortalBytes } from './portals';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (part: string) => !only || only.includes(part);
const log = (s: string) => console.log(s);

type Budget = { budget: string; target: string; actual: string; met: boolean | null };

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

async function main() {
  const started = Date.now();
  const results: Record<string, unknown> = { startedAt: new Date().toISOString(), load: LOAD };
  const budgets: Budget[] = [];
  const out: string[] = [];
  const hasPostgres = await postgresReachable();
  if (!hasPostgres) log('PostgreSQL is not reachable: the PostgreSQL parts are skipped.');

  if (wants('api')) {
    log('\n[1/4] API throughput');
    const rows: ThroughputRow[] = [];
    if (hasPostgres) rows.push(...(await postgresThroughput(log)));
    rows.push(...(await pgliteThroughput(log)));
    results.api = rows;
    out.push(
      `API throughput (${LOAD.connections} connections, ${LOAD.duration} s each; baseline: bare node:http with the same bytes (postgres), the same queries on PGlite in a loop (pglite))`,
      table(
        ['database / endpoint', 'server req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'p50 ms', 'p99 ms', 'ratio'],
        rows.map((r) => [
          `${r.database} ${r.endpoint}`,
          r.server.rps,
          r.server.p50,
          r.server.p99,
          r.baseline.rps,
          r.baseline.p50,
          r.baseline.p99,
          r.ratio,
        ]),
      ),
    );
    const list = rows.find((r) => r.database === 'postgres' && r.endpoint === '/api/v1/associations/?limit=20');
    const uncached = rows.find((r) => r.database === 'postgres' && r.endpoint.endsWith('(cache off)'));
    const sameHeaders = rows.find((r) => r.database === 'postgres' && r.endpoint.endsWith('(bare with its headers)'));
    if (list)
      budgets.push({
        budget: 'API list on PostgreSQL vs bare node:http',
        target: '>= 40% req/s',
        actual: `${round(list.ratio * 100)}% (p99 ${list.server.p99} ms)${uncached ? `; cache off ${round(uncached.ratio * 100)}% (p99 ${uncached.server.p99} ms)` : ''}${sameHeaders ? `; vs bare sending its headers too ${round(sameHeaders.ratio * 100)}%` : ''}`,
        met: list.ratio >= 0.4,
      });
  }

  if (wants('auth')) {
    log('\n[1/4] A signed-in request');
    const rows = await authThroughput(log, hasPostgres);
    results.auth = rows;
    out.push(
      `\nSigned-in GET /auth/user/ (${LOAD.connections} connections, ${LOAD.duration} s each; baseline: bare node:http with the same bytes)`,
      table(
        ['database / endpoint', 'server req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'p50 ms', 'p99 ms', 'ratio'],
        rows.map((r) => [
          `${r.database} ${r.endpoint}`,
          r.server.rps,
          r.server.p50,
          r.server.p99,
          r.baseline.rps,
          r.baseline.p50,
          r.baseline.p99,
          r.ratio,
        ]),
      ),
    );
  }

  if (wants('growth') && hasPostgres) {
    log('\n[2/4] Growth: 1k vs 100k members in one association');
    const g = await growth(log);
    results.growth = g;
    out.push(
      `\nGrowth (HTTP through the server on PostgreSQL; seed:scale took ${g.seedSeconds} s): p50/p95 ms at 1k and at 100k members`,
      table(
        ['query', '1k p50', '1k p95', 'count', '100k p50', '100k p95', 'count', 'ratio p50'],
        g.rows.map((r: GrowthRow) => [
          r.query,
          r.small.p50,
          r.small.p95,
          r.small.count,
          r.big.p50,
          r.big.p95,
          r.big.count,
          r.ratio,
        ]),
      ),
      table(
        ['deepest pages (100k only)', 'p50 ms', 'p95 ms'],
        g.deep.map((d: DeepRow) => [d.query, d.p50, d.p95]),
      ),
    );
    const budgeted = g.rows.filter((r) => /^members by|^transactions/.test(r.query));
    const worst = budgeted.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    budgets.push({
      budget: 'member search and transactions at 100k vs 1k',
      target: '<= 2x',
      actual: `worst ${worst.ratio}x (${worst.query})`,
      met: worst.ratio <= 2,
    });
  }

  if (wants('web') || wants('portals')) {
    if (!args.includes('--no-build')) {
      log('\n[3/4] build:web (production build of the frontends whose sources changed)');
      const build = spawnSync('node', [path.join(repoRoot, 'scripts/build-web.mjs')], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
      if (build.status !== 0) log('build:web failed: measuring the builds already in dist/ (if any).');
    }
  }

  if (wants('web')) {
    if (!hasChromium()) log('No Chromium at /usr/bin/chromium (or CHROMIUM_PATH): the first-page part is skipped.');
    else {
      log('\n[3/4] First page: Chromium network traffic and Lighthouse (mobile)');
      const site = await startServer({});
      try {
        const list = (await (await fetch(`${site.url}/api/v1/associations/?limit=1`)).json()) as {
          results: { id: number }[];
        };
        const id = list.results[0]?.id ?? 1;
        const loads = await firstLoads(site.url, ['/', '/associations']);
        const scores = await lighthouseScores(site.url, ['/', '/associations', `/associations/${id}`, '/login'], log);
        results.firstLoad = loads;
        results.lighthouse = scores;
        out.push(
          '\nFirst load (fresh profile, phone viewport; gzip = what the bytes are gzipped, wire = what was sent)',
          table(
            ['page', 'JS files', 'JS gzip KB', 'JS wire KB', 'CSS gzip KB', 'font gzip KB', 'React copies', 'encoding'],
            loads.map((l: FirstLoad) => [
              l.path,
              l.js.files,
              kb(l.js.gzip),
              kb(l.js.wire),
              kb(l.css.gzip),
              kb(l.font.gzip),
              l.reactCopies,
              l.encodings.join(','),
            ]),
          ),
          table(
            ['JS of the first load by source', ...loads.map((l) => `${l.path} KB gzip`)],
            [...new Set(loads.flatMap((l) => Object.keys(l.jsBySource)))].map((s) => [
              s,
              ...loads.map((l) => kb(l.jsBySource[s]?.gzip ?? 0)),
            ]),
          ),
          '\nLighthouse (mobile emulation, simulated throttling)',
          table(
            ['page', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP ms', 'TBT ms'],
            scores.map((s: Scores) => [
              s.path,
              s.performance,
              s.accessibility,
              s.bestPractices,
              s.seo,
              s.lcpMs,
              s.tbtMs,
            ]),
          ),
        );
        const home = loads.find((l) => l.path === '/');
        if (home)
          budgets.push({
            budget: 'first page / JavaScript',
            target: '<= 250 KB gzip',
            actual: `${kb(home.js.gzip)} KB gzip (${kb(home.js.wire)} KB on the wire)`,
            met: home.js.gzip <= 250 * 1024,
          });
        budgets.push({
          budget: "Preload hints = the shell's first load",
          target: 'first-load.json lists what runs',
          actual: loads
            .map(
              (l) =>
                `${l.path}: ${l.shellPreloads.listed} listed, unused [${l.shellPreloads.unused.join(' ')}], unlisted [${l.shellPreloads.unlisted.join(' ')}]`,
            )
            .join('; '),
          met: loads.every((l) => l.shellPreloads.unused.length === 0 && l.shellPreloads.unlisted.length === 0),
        });
        budgets.push({
          budget: 'React loaded once',
          target: '1',
          actual: loads.map((l) => `${l.path}: ${l.reactCopies}`).join(', '),
          met: loads.every((l) => l.reactCopies === 1),
        });
        const minPerf = Math.min(...scores.map((s) => s.performance));
        const minA11y = Math.min(...scores.map((s) => s.accessibility));
        budgets.push({
          budget: 'Lighthouse performance, every public page',
          target: '>= 90',
          actual: `lowest ${minPerf}`,
          met: minPerf >= 90,
        });
        budgets.push({
          budget: 'Lighthouse accessibility, every public page',
          target: '>= 95',
          actual: `lowest ${minA11y}`,
          met: minA11y >= 95,
        });
        const assets = await cacheHeaders(site.url);
        results.caching = assets;
        budgets.push({
          budget: 'hashed assets immutable',
          target: 'max-age=31536000, immutable',
          actual: assets.summary,
          met: assets.ok,
        });
      } finally {
        await site.stop();
      }
    }
  }

  if (wants('portals')) {
    log('\n[4/4] Portal bytes');
    const rows = portalBytes();
    results.portals = rows;
    out.push(
      '\nEach build (KB gzip): remote entry, its own code (exposed ./App), fallback copies of the shared singletons, all JS',
      table(
        ['build', 'remoteEntry', 'own', 'shared fallbacks', 'all JS'],
        rows.map((r: PortalBytes) => [r.portal, kb(r.remoteEntry), kb(r.own), kb(r.sharedFallbacks), kb(r.total)]),
      ),
    );
  }

  results.budgets = budgets;
  results.seconds = round((Date.now() - started) / 1000);
  out.push(
    '\nBudgets',
    table(
      ['budget', 'target', 'actual', 'met'],
      budgets.map((b) => [b.budget, b.target, b.actual, b.met === null ? '-' : b.met ? 'yes' : 'NO']),
    ),
  );
  console.log(`\n${out.join('\n')}\n\n(${results.seconds} s)`);
  writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written: ${path.relative(process.cwd(), path.join(__dirname, 'results.json'))}`);
}

/** Cache-Control of the shell's page and of a hashed chunk it loads. */
async function cacheHeaders(base: string): Promise<{ ok: boolean; summary: string }> {
  const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
  const script = /<script[^>]+src="?([^"\s>]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
  const index = (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).headers.get('cache-control');
  if (!script) return { ok: false, summary: 'no hashed script in index.html' };
  const hashed = (await fetch(new URL(script, base))).headers.get('cache-control');
  return { ok: hashed === 'public, max-age=31536000, immutable', summary: `chunk: ${hashed}; index.html: ${index}` };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
