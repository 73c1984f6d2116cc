/*
 * Part "inp", beside the first interactions: the main thread's long tasks while a public page loads, in
 * Chromium with the CPU slowed 4x at a phone's width, read from a real performance trace (the tasks
 * Chromium ran, not Lighthouse's simulation). Lighthouse's total blocking time on this kind of machine moves
 * by several hundred milliseconds between runs of one build; this figure, the same sum over real tasks,
 * moves far less, so it shows what a change to the start-up did.
 * A public page's code comes with the visitor's first use of it (shared/src/hydration/after-paint-scripts.cjs):
 * the page is loaded until the network is idle, then tapped on its heading, as a visitor's first touch.
 *   blocking: the sum over the page's main-thread tasks of their time beyond 50 ms, from the navigation to
 *             the page being live (html[data-ready]) and quiet (no task over 50 ms for 2 s), the start after
 *             the tap included;
 *   longest:  the longest task, and what it mostly was (script evaluation, a timer, style and layout);
 *   live:     from the tap (its touchstart) to the page being live: what a tap on a part that needs the code
 *             (the FAQ, the slides) waits for, its code fetched from this machine.
 */
import { chromium, type Browser } from 'playwright-core';
import { FLAGS, CHROMIUM, firstUse } from './first-page';
import { CPU_SLOWDOWN, PHONE } from './interactions';
import { median } from './lib';

const RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS) || 3);
const LONG_TASK_MS = 50;
/** The page counts as quiet after this long without a long task. */
const QUIET_MS = 2_000;

export type LoadBlocking = {
  path: string;
  runs: number;
  /** Median sum of (task - 50 ms) over the load's main-thread tasks. */
  blockingMs: number;
  blockingRange: [number, number];
  /** Median count of tasks over 50 ms. */
  longTasks: number;
  /** The longest task of the median run, in ms, and its largest part. */
  longestMs: number;
  longestIs: string;
  /** Median time from the first tap to the page being live, ms, and the range of the runs. */
  liveAfterTapMs: number;
  liveAfterTapRange: [number, number];
  error?: string;
};

/**
 * Runs before the page's own scripts: the first touch's time and the time the page went live, in page time.
 * Watched from the document: when this runs, its <html> is not yet the one the page's HTML makes.
 */
const RECORD_USE = `
  window.__use = {};
  addEventListener('touchstart', () => { if (window.__use.tappedAt === undefined) window.__use.tappedAt = performance.now(); }, { capture: true, passive: true });
  new MutationObserver(() => {
    if (window.__use.liveAt === undefined && document.documentElement.hasAttribute('data-ready')) window.__use.liveAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });`;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string }; data?: { url?: string } };
};

const PARTS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.compile': 'script compilation',
  FunctionCall: 'script',
  TimerFire: 'a timer',
  RunMicrotasks: 'promise callbacks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'HTML parsing',
  Paint: 'paint',
  EventDispatch: 'an event',
};

/** Main-thread tasks of the page's renderer (the one that parsed its HTML), from a Chromium trace. */
function pageTasks(events: TraceEvent[], url: string) {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) throw new Error('the trace has no HTML parsing of the page');
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur);
  const tasks = thread.filter((e) => e.name === 'RunTask');
  const largestPart = (task: TraceEvent) => {
    const byPart = new Map<string, number>();
    for (const e of thread)
      if (PARTS[e.name] && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
        byPart.set(PARTS[e.name], Math.max(byPart.get(PARTS[e.name]) ?? 0, e.dur ?? 0));
    return [...byPart].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
  };
  return { tasks, largestPart };
}

async function measureOnce(browser: Browser, base: string, path: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(RECORD_USE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await firstUse(page);
    const use = await page.evaluate(
      () => (window as unknown as { __use: { tappedAt?: number; liveAt?: number } }).__use,
    );
    // Quiet: no long task for QUIET_MS, watched in the page (Long Tasks API) so the wait ends when it is.
    await page.waitForFunction(
      ({ quietMs, longMs }) => {
        const w = window as unknown as { __quiet?: { last: number } };
        if (!w.__quiet) {
          const state = { last: performance.now() };
          w.__quiet = state;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              if (e.duration > longMs) state.last = Math.max(state.last, e.startTime + e.duration);
          }).observe({ type: 'longtask', buffered: true });
        }
        return performance.now() - w.__quiet.last > quietMs;
      },
      { quietMs: QUIET_MS, longMs: LONG_TASK_MS },
      { timeout: 120_000, polling: 250 },
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { tasks, largestPart } = pageTasks(trace.traceEvents, base);
    const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;
    const long = tasks.filter((t) => ms(t) > LONG_TASK_MS);
    const longest = tasks.reduce<TraceEvent | undefined>(
      (best, t) => (!best || ms(t) > ms(best) ? t : best),
      undefined,
    );
    return {
      blockingMs: Math.round(long.reduce((sum, t) => sum + ms(t) - LONG_TASK_MS, 0)),
      longTasks: long.length,
      longestMs: Math.round(longest ? ms(longest) : 0),
      longestIs: longest ? largestPart(longest) : '-',
      // A page live before the tap (it did not wait for one) waited for nothing.
      liveAfterTapMs: Math.max(0, Math.round((use.liveAt ?? NaN) - (use.tappedAt ?? NaN))),
    };
  } finally {
    await context.close();
  }
}

export async function loadBlocking(base: string, paths: string[], log: (s: string) => void): Promise<LoadBlocking[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const out: LoadBlocking[] = [];
  try {
    for (const path of paths) {
      log(`  load blocking ${path} (${RUNS} runs)`);
      try {
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, base, path));
        const byBlocking = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
        const middle = byBlocking[Math.floor((runs.length - 1) / 2)];
        out.push({
          path,
          runs: runs.length,
          blockingMs: middle.blockingMs,
          blockingRange: [byBlocking[0].blockingMs, byBlocking[runs.length - 1].blockingMs],
          longTasks: median(runs.map((r) => r.longTasks)),
          longestMs: middle.longestMs,
          longestIs: middle.longestIs,
          liveAfterTapMs: median(runs.map((r) => r.liveAfterTapMs)),
          liveAfterTapRange: [
            Math.min(...runs.map((r) => r.liveAfterTapMs)),
            Math.max(...runs.map((r) => r.liveAfterTapMs)),
          ],
        });
      } catch (error) {
        out.push({
          path,
          runs: 0,
          blockingMs: NaN,
          blockingRange: [NaN, NaN],
          longTasks: NaN,
          longestMs: NaN,
          longestIs: '-',
          liveAfterTapMs: NaN,
          liveAfterTapRange: [NaN, NaN],
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
