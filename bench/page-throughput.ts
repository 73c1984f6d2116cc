/*
 * Part "pages": the public pages as the server answers them (server-rendered, or today's client-rendered
 * shell) beside the JSON API of the same data, on one server in one run: pages/s under load, time to first
 * byte, bytes of HTML, whether the answer was server-rendered (a `Server-Timing: ssr;dur=<ms>` header and
 * content inside #root), and what a render costs when no cache can answer (the Server-Timing ssr durations
 * of requests each with a query string of its own that the page ignores).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { cannon, LOAD, merged, type Load } from './api-throughput';
import { percentile, processCpuSeconds, round } from './lib';

/** As a browser asks for a page (Chromium's Accept), compressed with gzip. */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip',
};
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };
const SAMPLES = Math.max(5, Number(process.env.BENCH_PAGE_SAMPLES) || 40);
/** Uncached renders before those measured (see uncachedRenders). */
export const WARM_UP_RENDERS = 40;

type Target = { label: string; path: string; kind: 'page' | 'json'; headers: Record<string, string> };
type Answer = { status: number; headers: http.IncomingHttpHeaders; wire: Buffer; ttfbMs: number; totalMs: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET through node:http: the bytes as sent (still compressed) and when the first and last arrived. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent }, (response) => {
      const ttfbMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          wire: Buffer.concat(chunks),
          ttfbMs,
          totalMs: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const header = (a: Answer, name: string) => [a.headers[name] ?? ''].flat().join(', ') || null;
const body = (a: Answer) => (header(a, 'content-encoding') === 'gzip' ? gunzipSync(a.wire) : a.wire);

/** The `ssr` metric's duration of a Server-Timing header (`ssr;dur=12.3`, among others or alone). */
export function ssrDuration(serverTiming: string | null): number | null {
  const metric = serverTiming
    ?.split(',')
    .map((m) => m.trim())
    .find((m) => /^ssr(;|$)/i.test(m));
  const dur = metric && /;\s*dur=([\d.]+)/i.exec(metric)?.[1];
  return dur ? Number(dur) : null;
}

/** Whether the element with id "root" holds markup (a server render) or is empty (the client renders it); null: none. */
export function rootHasContent(html: string): boolean | null {
  const open = /<([a-z][a-z0-9-]*)\b[^>]*\bid\s*=\s*["']?root(?=["'\s>/])[^>]*>/i.exec(html);
  if (!open) return null;
  const after = html.slice(open.index + open[0].length).trimStart();
  return !after.toLowerCase().startsWith(`</${open[1].toLowerCase()}>`);
}

export type Timing = { p50: number; p95: number };
const timing = (values: number[]): Timing => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
};

export type PageRow = {
  label: string;
  path: string;
  kind: 'page' | 'json';
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  hasEtag: boolean;
  encoding: string;
  rawBytes: number;
  wireBytes: number;
  serverTiming: string | null;
  /** The answer carried Server-Timing ssr (pages only). */
  hasSsrTiming: boolean;
  /** #root held markup (pages only; null: no #root in the page). */
  rootFilled: boolean | null;
  load: Load;
  /** Sequential requests, no load: time to the response's first byte, and to its last. */
  ttfb: Timing;
  total: Timing;
  /** Pages only: requests each with its own ignored query string (no cache can answer them). */
  uncached?: { samples: number; withSsr: number; ssr: Timing | null; ttfb: Timing };
};

/** "yes" when the answer carried Server-Timing ssr and #root held markup, else "no" and what was missing. */
export function renderedLabel(r: Pick<PageRow, 'hasSsrTiming' | 'rootFilled'>): string {
  if (r.hasSsrTiming && r.rootFilled) return 'yes';
  const missing = [
    r.hasSsrTiming ? null : 'no ssr timing',
    r.rootFilled === null ? 'no #root' : r.rootFilled ? null : '#root empty',
  ].filter(Boolean);
  return `${r.hasSsrTiming || r.rootFilled ? 'partly' : 'no'} (${missing.join(', ')})`;
}

/** Whether the server rendered a page: one GET as a browser asks. */
export async function renderedByServer(base: string, path: string): Promise<string> {
  const a = await get(`${base}${path}`, PAGE_HEADERS);
  return renderedLabel({
    hasSsrTiming: ssrDuration(header(a, 'server-timing')) !== null,
    rootFilled: rootHasContent(body(a).toString('utf8')),
  });
}

async function probe(base: string, target: Target): Promise<Omit<PageRow, 'load'>> {
  const first = await get(`${base}${target.path}`, target.headers);
  const html = body(first);
  const ttfb: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const a = await get(`${base}${target.path}`, target.headers);
    ttfb.push(a.ttfbMs);
    total.push(a.totalMs);
  }
  const serverTiming = header(first, 'server-timing');
  return {
    label: target.label,
    path: target.path,
    kind: target.kind,
    status: first.status,
    contentType: header(first, 'content-type'),
    cacheControl: header(first, 'cache-control'),
    hasEtag: Boolean(header(first, 'etag')),
    encoding: header(first, 'content-encoding') ?? 'identity',
    rawBytes: html.length,
    wireBytes: first.wire.length,
    serverTiming,
    hasSsrTiming: target.kind === 'page' && ssrDuration(serverTiming) !== null,
    rootFilled: target.kind === 'page' ? rootHasContent(html.toString('utf8')) : null,
    ttfb: timing(ttfb),
    total: timing(total),
  };
}

/**
 * SAMPLES sequential requests of each page the server must render anew (each with a query string of its own),
 * after as many unmeasured ones: what a render costs a running server, once V8 has optimized the render's code
 * (the first renders after a start run it unoptimized; the server renders each public page once before it
 * opens). The pages take turns request by request, so a drift of the machine or of the server's warmth falls on
 * all of them alike (measured one page after the other, the last pages looked up to 1.4x slower than the same
 * render interleaved).
 */
async function uncachedRenders(base: string, targets: Target[]): Promise<NonNullable<PageRow['uncached']>[]> {
  const ssr: number[][] = targets.map(() => []);
  const ttfb: number[][] = targets.map(() => []);
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  for (let i = -WARM_UP_RENDERS; i < SAMPLES; i++) {
    for (const [n, target] of targets.entries()) {
      const separator = target.path.includes('?') ? '&' : '?';
      const a = await get(`${base}${target.path}${separator}bench=${run}-${n}-${i}`, target.headers);
      if (i < 0) continue;
      ttfb[n].push(a.ttfbMs);
      const dur = ssrDuration(header(a, 'server-timing'));
      if (dur !== null) ssr[n].push(dur);
    }
  }
  return targets.map((_, n) => ({
    samples: SAMPLES,
    withSsr: ssr[n].length,
    ssr: ssr[n].length ? timing(ssr[n]) : null,
    ttfb: timing(ttfb[n]),
  }));
}

/**
 * Every target under the same load, LOAD.duration s each, in halves run forwards then backwards (after a
 * 1 s unmeasured warm-up of each): a slow drift of the machine's load falls on all of them alike.
 */
async function alternating(
  base: string,
  targets: Target[],
  log: (s: string) => void,
  serverPid: number | undefined,
): Promise<Load[]> {
  const half = Math.max(1, Math.round(LOAD.duration / 2));
  const run = async (t: Target, seconds: number): Promise<Load> => {
    const cpuBefore = processCpuSeconds(serverPid);
    const load = await cannon(`${base}${t.path}`, seconds, t.headers);
    const cpuAfter = processCpuSeconds(serverPid);
    return {
      ...load,
      serverCpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    };
  };
  for (const t of targets) await run(t, 1);
  const firsts: Load[] = [];
  for (const t of targets) {
    log(`  ${t.label}: ${half} s (${LOAD.connections} connections)`);
    firsts.push(await run(t, half));
  }
  const seconds: Load[] = new Array(targets.length);
  for (let i = targets.length - 1; i >= 0; i--) {
    log(`  ${targets[i].label}: ${half} s more`);
    seconds[i] = await run(targets[i], half);
  }
  return firsts.map((f, i) => merged(f, seconds[i]));
}

/**
 * `serverPid`: the server's process, whose CPU time under each load gives its requests per CPU second:
 * what the server can answer, whatever the load generator (on the same machine) manages to ask.
 */
export async function pageThroughput(
  base: string,
  associationId: number,
  log: (s: string) => void,
  serverPid?: number,
) {
  const targets: Target[] = [
    { label: 'page /', path: '/', kind: 'page', headers: PAGE_HEADERS },
    {
      label: 'page /associations/{id}',
      path: `/associations/${associationId}`,
      kind: 'page',
      headers: PAGE_HEADERS,
    },
    {
      // Issue 37: the same page in Bangla (its catalogs, Bangla digits and dates).
      label: 'page /associations/{id} in Bangla',
      path: `/associations/${associationId}?lang=bn`,
      kind: 'page',
      headers: PAGE_HEADERS,
    },
    {
      label: 'JSON /api/v1/associations/{id}/',
      path: `/api/v1/associations/${associationId}/`,
      kind: 'json',
      headers: JSON_HEADERS,
    },
  ];
  log(`  probing each target (${SAMPLES} sequential requests) and uncached renders of the pages`);
  const probes = [];
  for (const t of targets) probes.push(await probe(base, t));
  const pages = targets.filter((t) => t.kind === 'page');
  const renders = await uncachedRenders(base, pages);
  for (const [n, t] of pages.entries()) {
    const i = targets.indexOf(t);
    probes[i] = { ...probes[i], uncached: renders[n] };
  }
  const loads = await alternating(base, targets, log, serverPid);
  return probes.map((p, i): PageRow => ({ ...p, load: loads[i] }));
}
