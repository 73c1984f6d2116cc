/*
 * Part 3: what a phone fetches before the first page is usable (JavaScript, CSS, fonts: bytes on the
 * wire and gzip size, counted from Chromium's real network traffic), then what its first use brings (a
 * public page's code comes with the visitor's first tap, shared/src/hydration/after-paint-scripts.cjs),
 * React copies, and Lighthouse (mobile emulation, default throttling) scores of the public pages.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS, COUNT_REACT_COPIES } from '../e2e/support/browser';
import { kb, median, round } from './lib';

/** The journeys' Chromium and flags (e2e/support/browser.ts): what Chromium needs on this machine. */
export const CHROMIUM = chromiumPath;
export const FLAGS = CHROMIUM_FLAGS;
export const hasChromium = () => existsSync(CHROMIUM);

export type Bytes = { files: number; wire: number; raw: number; gzip: number };
export type FirstLoad = {
  path: string;
  /** Before any use of the page: loaded, painted, the network idle. */
  js: Bytes;
  /** What the first use of the page (a tap on its heading) fetched, until the page was live and the network idle. */
  jsAfterUse: Bytes;
  css: Bytes;
  font: Bytes;
  /** JS by where it came from: "shell" or the remote's package. */
  jsBySource: Record<string, { files: number; gzip: number }>;
  reactCopies: number;
  encodings: string[];
  /**
   * The shell's files the page ran against its build's first-load.json (which the server turns into preload
   * hints); null when the server serves no such list.
   */
  shellPreloads: { listed: number; unused: string[]; unlisted: string[] } | null;
};

const empty = (): Bytes => ({ files: 0, wire: 0, raw: 0, gzip: 0 });
const sourceOf = (url: string) => /\/portals\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

/** The shell build's list of its first files (/first-load.json), or null when the server has none. */
async function firstLoadList(base: string): Promise<string[] | null> {
  const response = await fetch(`${base}/first-load.json`).catch(() => null);
  if (!response?.ok) return null;
  const list = (await response.json().catch(() => null)) as { files?: unknown } | null;
  return Array.isArray(list?.files) ? (list.files as string[]) : null;
}

/**
 * The visitor's first use of a page: a tap on its heading (text, nothing it opens), then the page is live
 * (`data-ready` on <html>, set once React has hydrated it). On a phone the first touch; a page already
 * live (one a session may be behind) is only tapped.
 */
export async function firstUse(page: Page, timeoutMs = 120_000): Promise<void> {
  const box = await page.locator('h1').first().boundingBox();
  if (!box) throw new Error('the page has no heading on screen to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: timeoutMs });
}

/**
 * Follows the page's requests from now on: `quiet()` resolves once none has been in flight for `quietMs` (as
 * Playwright's networkidle, but for what comes after the page's load), then stops following them.
 */
function followRequests(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => ((inFlight += 1), (last = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: async (quietMs = 500, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight > 0 || Date.now() - last < quietMs) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

export async function firstLoads(base: string, paths: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const out: FirstLoad[] = [];
  try {
    for (const p of paths) {
      // A fresh context: nothing cached, like a first visit.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(COUNT_REACT_COPIES);
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const load: FirstLoad = {
        path: p,
        js: empty(),
        jsAfterUse: empty(),
        css: empty(),
        font: empty(),
        jsBySource: {},
        reactCopies: 0,
        encodings: [],
        shellPreloads: null,
      };
      const shellScripts = new Set<string>();
      // Files the page prefetched (<link rel=prefetch>: type "other") and then ran from the prefetch cache:
      // their bytes crossed the wire with the prefetch, and are counted once, as the script or stylesheet.
      const prefetchedWire = new Map<string, number>();
      const servedFromCache: { kind: 'js' | 'jsAfterUse' | 'css'; url: string }[] = [];
      let isUsed = false;
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const script = isUsed ? 'jsAfterUse' : 'js';
        const kind = type === 'script' ? script : type === 'stylesheet' ? 'css' : type === 'font' ? 'font' : null;
        if (type === 'other' && /\.(js|css)$/.test(new URL(response.url()).pathname)) {
          pending.push(
            response
              .request()
              .sizes()
              .then((sizes) => void prefetchedWire.set(response.url(), sizes.responseBodySize))
              .catch(() => undefined),
          );
          return;
        }
        if (!kind) return;
        pending.push(
          (async () => {
            const body = await response.body().catch(() => Buffer.alloc(0));
            const sizes = await response
              .request()
              .sizes()
              .catch(() => ({ responseBodySize: body.length }));
            const bytes = load[kind];
            const gzip = gzipSync(body).length;
            bytes.files++;
            bytes.raw += body.length;
            bytes.wire += sizes.responseBodySize;
            bytes.gzip += gzip;
            if (sizes.responseBodySize === 0 && kind !== 'font') servedFromCache.push({ kind, url: response.url() });
            const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
            if (!load.encodings.includes(encoding)) load.encodings.push(encoding);
            if (kind === script) {
              if (sourceOf(response.url()) === 'shell') shellScripts.add(new URL(response.url()).pathname.slice(1));
              const s = (load.jsBySource[sourceOf(response.url())] ??= { files: 0, gzip: 0 });
              s.files++;
              s.gzip += gzip;
            }
          })(),
        );
      });
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page
        .locator('main, [role="main"], h1')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => {});
      await page.waitForLoadState('networkidle');
      // Then the visitor uses it: the code it brings, counted apart.
      isUsed = true;
      const requests = followRequests(page);
      await firstUse(page);
      await requests.quiet();
      await Promise.all(pending);
      for (const { kind, url } of servedFromCache) load[kind].wire += prefetchedWire.get(url) ?? 0;
      load.reactCopies = await page.evaluate(() => (window as unknown as { __reactCopies: number }).__reactCopies);
      const listed = await firstLoadList(base);
      if (listed)
        load.shellPreloads = {
          listed: listed.length,
          unused: listed.filter((file) => !shellScripts.has(file)),
          unlisted: [...shellScripts].filter((file) => !listed.includes(file)),
        };
      out.push(load);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export type Scores = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element's selector (of the run with the median performance): what the first screen waits for. */
  lcpElement: string | null;
  /** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, 3): each figure above is the median of its runs. */
  runs: number;
  /** The lowest and highest performance score of those runs. */
  performanceRange: [number, number];
  /**
   * Lighthouse's own measure of this machine's speed (its benchmark index, median of the runs): its scores
   * assume a phone 4x slower than the machine, so the same build scores lower on a slower machine.
   */
  benchmarkIndex: number;
};

/** Lighthouse on a loaded 2-core machine varies from run to run: the median of 3 runs per page (BENCH_LIGHTHOUSE_RUNS). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

/** Each figure the median of the runs' (lower middle for an even count). */
function medianScores(runs: Scores[]): Scores {
  const of = (k: keyof Scores) => median(runs.map((r) => r[k] as number));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    path: runs[0].path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    lcpElement: byPerformance[Math.floor((runs.length - 1) / 2)].lcpElement,
    runs: runs.length,
    performanceRange: [byPerformance[0].performance, byPerformance[runs.length - 1].performance],
    benchmarkIndex: of('benchmarkIndex'),
  };
}

export async function lighthouseScores(base: string, paths: string[], log: (s: string) => void): Promise<Scores[]> {
  // ESM-only packages, loaded from this CommonJS module.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const chromeLauncher = (await import('chrome-launcher')) as unknown as {
    launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  };
  const profile = mkdtempSync(path.join(tmpdir(), 'alumni-bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...FLAGS],
  });
  const scores: Scores[] = [];
  try {
    for (const p of paths) {
      const runs: Scores[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        log(`  lighthouse ${p}${LIGHTHOUSE_RUNS > 1 ? ` (run ${run} of ${LIGHTHOUSE_RUNS})` : ''}`);
        runs.push(await lighthouseRun(lighthouse, chrome.port, base, p));
      }
      scores.push(medianScores(runs));
    }
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}

type Lhr = {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { items?: { node?: { selector?: string } }[] }[] } }
  >;
  runtimeError?: { code: string; message: string };
};
type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;

async function lighthouseRun(lighthouse: Lighthouse, port: number, base: string, p: string): Promise<Scores> {
  // A trace Chromium failed to record (NO_NAVSTART on a busy machine) gives zeros: try once more.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${base}${p}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${p}`);
    const { lhr } = result;
    if (lhr.runtimeError && attempt < 3) continue;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const value = (id: string, digits = 0) => round(lhr.audits[id]?.numericValue ?? NaN, digits);
    return {
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift', 3),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
      runs: 1,
      performanceRange: [score('performance'), score('performance')],
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    };
  }
}

export const describeBytes = (b: Bytes) => `${b.files} files, ${kb(b.gzip)} KB gzip (${kb(b.wire)} KB on the wire)`;
