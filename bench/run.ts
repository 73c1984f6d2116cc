/*
 * `npm run bench`: API throughput, growth to 100k members, the public pages (throughput beside the JSON API,
 * first loads, Lighthouse, first interactions) and the portals' bytes, in one run (every figure a ratio or a
 * comparison taken in this run: the machine is noisy). Prints tables and a budgets table (it reports, it does
 * not fail on a budget) and writes bench/results.json. Cleans up its databases and servers; about 7-12 minutes.
 *   --only=api,auth,growth,dashboard,reconcile,import,pages,web,inp,portals,events,code   run some parts    --no-build   do not run build:web first
 *   (dashboard: the growth part's dashboard row alone, on its own seeded database; code: lines of the public pages'
 *   render, start and enhancement, bench/code-size.ts)
 *   (auth: a signed-in GET /auth/user/; pages: page and JSON throughput, TTFB, HTML bytes, uncached renders;
 *   web: JS before interactive and Lighthouse on four public pages; inp: the main thread while the public
 *   pages load (a Chromium trace) and first interactions in Chromium)
 * Env: BENCH_DURATION (s per autocannon run, 8), BENCH_CONNECTIONS (10), BENCH_GROWTH_SAMPLES (40),
 *      BENCH_PAGE_SAMPLES (sequential requests per page, 40), BENCH_LIGHTHOUSE_RUNS (3), BENCH_INP_RUNS (3),
 *      BENCH_INP_ONLY (first interactions whose names hold one of these words: login,theme),
 *      BENCH_PG_URL (admin URL of the PostgreSQL server, postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOAD, pgliteThroughput, postgresThroughput, type ThroughputRow } from './api-throughput';
import { authThroughput } from './auth-throughput';
import { CHROMIUM, firstLoads, hasChromium, lighthouseScores, type FirstLoad } from './first-page';
import { EVENTS_SCALE, eventsPageGrowth } from './events-page';
import { growth, type DeepRow, type GrowthRow } from './growth';
import { firstInteractions } from './interactions';
import { describeSwitch, languageSwitch } from './language-switch';
import { demoData, kb, postgresReachable, repoRoot, round, startServer } from './lib';
import { pageThroughput, renderedByServer } from './page-throughput';
import { portalBytes, type PortalBytes } from './portals';
import { loadBlocking } from './load-blocking';
import { reconcileMatching } from './reconcile-matching';
import { CODE_BUDGET, codeSize } from './code-size';
import { memberImportBench } from './member-import';
import {
  firstLoadReport,
  interactionsReport,
  lighthouseReport,
  loadBlockingReport,
  pagesReport,
  table,
  type Budget,
} from './report';

/** A throughput table: the server beside its baseline, per database and endpoint. */
function throughputTable(rows: ThroughputRow[]): string {
  return table(
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
  );
}

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (part: string) => !only || only.includes(part);
const log = (s: string) => console.log(s);

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
      throughputTable(rows),
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
      throughputTable(rows),
    );
  }

  if (wants('reconcile')) {
    log('\n[1/4] Statement reconciliation (in process)');
    const r = await reconcileMatching(log);
    results.reconcile = r;
    out.push(
      '\nReconciling a statement (in process): matching beside a tenth of it (linear is about x10), and reading its CSV',
      table(
        ['work', 'p50 ms', 'p95 ms', 'note'],
        [
          ['match 5,000 lines x 2,000 pending', r.matchFull.p50, r.matchFull.p95, `${r.matchFull.proposals} proposals`],
          ['match 500 lines x 200 pending', r.matchTenth.p50, r.matchTenth.p95, `ratio x${r.ratio}`],
          ['read the 5,000-line bKash CSV', r.readCsv.p50, r.readCsv.p95, `${r.readCsv.lines} credits`],
        ],
        { left: [3] },
      ),
    );
    budgets.push({
      budget: 'reconcile: matching grows with the statement, not with lines x payments',
      target: '5,000 x 2,000 <= 25x the 500 x 200 time',
      actual: `x${r.ratio} (${r.matchFull.p50} ms)`,
      met: r.ratio <= 25,
    });
  }

  // The growth part measures the dashboard too; --only=dashboard measures it alone.
  const dashboardOnly = wants('dashboard') && !wants('growth');
  if ((wants('growth') || dashboardOnly) && hasPostgres) {
    log(`\n[2/4] Growth: 1k vs 100k members in one association${dashboardOnly ? ' (the dashboard only)' : ''}`);
    const g = await growth(log, dashboardOnly ? { only: /^dashboard/ } : {});
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
      ...(g.deep.length
        ? [
            table(
              ['deepest pages (100k only)', 'p50 ms', 'p95 ms'],
              g.deep.map((d: DeepRow) => [d.query, d.p50, d.p95]),
            ),
          ]
        : []),
    );
    const budgeted = g.rows.filter((r) => /^members by|^transactions/.test(r.query));
    if (budgeted.length) {
      const worst = budgeted.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      budgets.push({
        budget: 'member search and transactions at 100k vs 1k',
        target: '<= 2x',
        actual: `worst ${worst.ratio}x (${worst.query})`,
        met: worst.ratio <= 2,
      });
    }
    const dashboard = g.rows.find((r) => r.query.startsWith('dashboard'));
    if (dashboard)
      budgets.push({
        budget: "the admin's dashboard at 100k vs 1k",
        target: '<= 1.5x',
        actual: `${dashboard.ratio}x (p50 ${dashboard.small.p50} / ${dashboard.big.p50} ms)`,
        met: dashboard.ratio <= 1.5,
      });
    const reminders = g.rows.find((r) => r.query.startsWith('reminder job'));
    if (reminders)
      budgets.push({
        budget: "the reminder job's selection at 100k vs 1k",
        target: '<= 1.5x',
        actual: `${reminders.ratio}x (p50 ${reminders.small.p50} / ${reminders.big.p50} ms)`,
        met: reminders.ratio <= 1.5,
      });
  }

  const pageParts = ['pages', 'web', 'inp', 'lang'].filter(wants);
  if (wants('import')) {
    log('\n[import] Importing 20,000 members (issue 39)');
    const imported = await memberImportBench(log, hasPostgres);
    results.memberImport = imported.rows;
    budgets.push(...imported.budgets);
    out.push(
      'Member import (a 20,000-row CSV: read, checked against the database, one transaction; peak RSS of the importing process)',
      table(
        ['database', 'rows', 'seconds', 'peak MB', 'MB at rest', 'created'],
        imported.rows.map((r) => [r.database, r.rows, r.seconds, r.peakMb, r.baseMb, r.created]),
      ),
    );
  }

  if ((pageParts.length || wants('portals') || wants('events')) && !args.includes('--no-build')) {
    log('\n[3/4] build:web (production build of the frontends whose sources changed)');
    const build = spawnSync('node', [path.join(repoRoot, 'scripts/build-web.mjs')], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) log('build:web failed: measuring the builds already in dist/ (if any).');
  }

  if (pageParts.length) {
    log(`\n[3/4] Public pages (${pageParts.join(', ')}): a production server on the demo data`);
    const data = await demoData('pages', hasPostgres);
    try {
      const site = await startServer(data.env, { dataDir: data.dataDir });
      try {
        const id = await demoAssociation(site.url);
        results.pagesServer = { database: data.database, associationId: id };
        const sections = await pageSections(site.url, id, data.database, pageParts, results, site.pid).finally(
          async () => {
            const health = await fetch(`${site.url}/api/v1/health`).catch(() => null);
            if (!health?.ok) log(`The server stopped answering during the page parts:\n${site.log().slice(-4000)}`);
          },
        );
        for (const s of sections) {
          out.push(...s.lines);
          budgets.push(...s.budgets);
        }
      } finally {
        await site.stop();
      }
    } finally {
      await data.drop();
    }
  }

  if (wants('events') && hasPostgres) {
    const { associations, small, big } = EVENTS_SCALE;
    log(`\n[3/4] The server-rendered /events page: ${small} vs ${big} events among ${associations} associations`);
    const rows = await eventsPageGrowth(log);
    results.eventsPage = rows;
    out.push(
      `\nServer-rendered /events (HTTP, page cache off, PostgreSQL): p50/p95 ms at ${small} and at ${big} events`,
      table(
        ['page', `${small} p50`, `${small} p95`, `${big} p50`, `${big} p95`, 'ratio p50'],
        rows.map((r) => [r.page, r.small.p50, r.small.p95, r.big.p50, r.big.p95, r.ratio]),
      ),
    );
    const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    budgets.push({
      budget: `server-rendered /events at ${big} vs ${small} events`,
      target: '<= 1.5x',
      actual: `worst ${worst.ratio}x (${worst.page})`,
      met: worst.ratio <= 1.5,
    });
  }

  if (wants('code')) {
    // Issue 35: the code that renders, starts and enhances public pages, by the lists of code-size.ts.
    const size = codeSize();
    results.codeSize = size;
    out.push(
      '\nCode that renders, starts and enhances the public pages (lines of code: no blank line, no comment; tests aside)',
      table(
        ['group', 'files', 'lines'],
        [
          ...size.budgeted.map((g) => [g.group, g.files, g.lines]),
          ...size.beside.map((g) => [`beside: ${g.group}`, g.files, g.lines]),
        ],
        { left: [0] },
      ),
    );
    budgets.push({
      budget: 'public pages: code that renders, starts and enhances them',
      target: `<= ${CODE_BUDGET.toLocaleString('en')} lines (half of about 4,200)`,
      actual: `${size.total.toLocaleString('en')} lines in ${size.budgeted.reduce((n, g) => n + g.files, 0)} files`,
      met: size.total <= CODE_BUDGET,
    });
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
    '\nBudgets (reported, not enforced; met "-": not measurable in this run)',
    table(
      ['budget', 'target', 'met', 'actual'],
      budgets.map((b) => [b.budget, b.target, b.met === null ? '-' : b.met ? 'yes' : 'NO', b.actual]),
      { left: [1, 3] },
    ),
  );
  console.log(`\n${out.join('\n')}\n\n(${results.seconds} s)`);
  writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written: ${path.relative(process.cwd(), path.join(__dirname, 'results.json'))}`);
}

const PUBLIC_PAGES = (id: number) => ['/', '/associations', `/associations/${id}`, '/login'];
/** Issue 37: the landing page in Bangla too (first loads, its font, and Lighthouse). */
const BANGLA_HOME = '/?lang=bn';
const inBangla = (p: string) => `${p}${p.includes('?') ? '&' : '?'}lang=bn`;

/** An association of the demo data whose page is public (the first with a logo: a fuller page). */
async function demoAssociation(base: string): Promise<number> {
  const list = (await (await fetch(`${base}/api/v1/associations/?limit=20`)).json()) as {
    results: { id: number; logo: string | null }[];
  };
  const chosen = list.results.find((a) => a.logo) ?? list.results[0];
  if (!chosen) throw new Error('The demo data holds no association');
  return chosen.id;
}

type Section = { lines: string[]; budgets: Budget[] };

/** The page parts on one server: throughput (pages), first loads, Lighthouse and caching (web), first interactions (inp). */
async function pageSections(
  base: string,
  id: number,
  database: string,
  parts: string[],
  results: Record<string, unknown>,
  serverPid: number | undefined,
): Promise<Section[]> {
  const sections: Section[] = [];
  if (parts.includes('pages')) {
    log('  page throughput beside the JSON API');
    const rows = await pageThroughput(base, id, log, serverPid);
    results.pages = rows;
    sections.push(pagesReport(rows, { database, ...LOAD }));
  }
  const browserParts = parts.filter((p) => p !== 'pages');
  if (browserParts.length && !hasChromium()) {
    log(`No Chromium at ${CHROMIUM} (or CHROMIUM_PATH): ${browserParts.join(', ')} skipped.`);
    return sections;
  }
  if (parts.includes('web')) {
    log('  first loads: Chromium network traffic');
    const loads: (FirstLoad & { rendered: string })[] = [];
    for (const load of await firstLoads(base, [...PUBLIC_PAGES(id), BANGLA_HOME]))
      loads.push({ ...load, rendered: await renderedByServer(base, load.path) });
    results.firstLoad = loads;
    sections.push(firstLoadReport(loads));
    const [english, bangla] = ['/', BANGLA_HOME].map((p) => loads.find((l) => l.path === p));
    if (english && bangla) {
      const added = bangla.jsAfterUse.gzip - english.jsAfterUse.gzip;
      sections.push({
        lines: [],
        budgets: [
          {
            // Issue 37: what Bangla adds to a public page's JavaScript after its first use (its catalogs).
            budget: 'public page JS after first use, Bangla vs English (/)',
            target: '<= +15 KB gzip',
            actual: `${added >= 0 ? '+' : ''}${kb(added)} KB (${kb(bangla.jsAfterUse.gzip)} vs ${kb(english.jsAfterUse.gzip)}); font ${kb(bangla.font.wire)} vs ${kb(english.font.wire)} KB sent`,
            met: added <= 15 * 1024,
          },
        ],
      });
    }
    log('  Lighthouse (mobile)');
    // Issue 37: the four public pages in both languages.
    const scores = await lighthouseScores(base, [...PUBLIC_PAGES(id), ...PUBLIC_PAGES(id).map(inBangla)], log);
    results.lighthouse = scores;
    sections.push(lighthouseReport(scores));
    const assets = await cacheHeaders(base);
    results.caching = assets;
    sections.push({
      lines: [],
      budgets: [
        {
          budget: 'hashed assets immutable',
          target: 'max-age=31536000, immutable',
          actual: assets.summary,
          met: assets.ok,
        },
      ],
    });
  }
  if (parts.includes('lang')) {
    log('  switching language: what a Bangla page fetches beyond the English one');
    const rows = await languageSwitch(base, log);
    results.languageSwitch = rows;
    sections.push({
      lines: [
        '\nSwitching to Bangla (each page in English, then in Bangla, fresh profiles): the scripts only the Bangla page fetched, by the catalog they hold',
        table(
          ['page', 'fetched beyond English'],
          rows.map((r) => [r.page, describeSwitch(r)]),
          { left: [0, 1] },
        ),
      ],
      budgets: [
        {
          budget: "switching language loads only that language's catalog of the portal in view",
          target: "catalogs of the page's portal only",
          actual: rows.every((r) => r.ok)
            ? `yes on ${rows.length} pages`
            : rows
                .filter((r) => !r.ok)
                .map((r) => `${r.page}: ${r.error ?? (r.foreign.length ? `also ${r.foreign.join(', ')}` : 'code too')}`)
                .join('; '),
          met: rows.every((r) => r.ok),
        },
      ],
    });
  }
  if (parts.includes('inp')) {
    // Some first interactions only (BENCH_INP_ONLY): those alone.
    if (!process.env.BENCH_INP_ONLY) {
      log('  main thread while the public pages load (Chromium trace, CPU slowed)');
      const blocking = await loadBlocking(base, PUBLIC_PAGES(id), log);
      results.loadBlocking = blocking;
      sections.push(loadBlockingReport(blocking));
    }
    log('  first interactions (Event Timing, CPU slowed)');
    const interactions = await firstInteractions(base, log);
    results.interactions = interactions;
    sections.push(interactionsReport(interactions));
  }
  return sections;
}

/** Cache-Control of the shell's page and of a hashed chunk it loads. */
async function cacheHeaders(base: string): Promise<{ ok: boolean; summary: string }> {
  const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
  // A script tag, or (a server-rendered page) the list of scripts started after the paint.
  const script = /["=](\/[\w.-]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
  const index = (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).headers.get('cache-control');
  if (!script) return { ok: false, summary: 'no hashed script in index.html' };
  const hashed = (await fetch(new URL(script, base))).headers.get('cache-control');
  return { ok: hashed === 'public, max-age=31536000, immutable', summary: `chunk: ${hashed}; index.html: ${index}` };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
