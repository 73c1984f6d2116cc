/*
 * Part 1: requests/s, p50 and p99 of the public association list and details, served by the
 * production server, beside a bare node:http server answering the same bytes from memory (PostgreSQL),
 * and beside a loop running the same queries on PGlite directly (embedded database). For the list also
 * beside a bare server sending the server's headers too (security headers, ETag, cache-control): on
 * two cores the client's parser and node:http pay per header line, and that row shows what of the gap
 * is the framework's and what is the answer's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import { Kysely, createQueryId, type CompiledQuery, type RootOperationNode } from 'kysely';
import { PGliteDialect } from '../api/src/db/pglite-dialect';
import { typeParsers } from '../api/src/db/type-parsers';
import type { DB } from '../api/src/db/types';
import {
  findAssociation,
  listAssociations,
  countAssociations,
} from '../api/src/modules/associations/associations.repository';
import { today } from '../api/src/lib/business-dates';
import { demoData, percentile, round, startBareServer, startServer, type BareRoute } from './lib';

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in all. */
  requests: number;
  /** CPU time the server used meanwhile (s), when the bench could read it (see serverCpu). */
  serverCpuSeconds?: number;
};
export type ThroughputRow = {
  database: 'postgres' | 'pglite';
  endpoint: string;
  server: Load;
  baseline: Load;
  baselineKind: string;
  ratio: number;
};

/** A row of the server against its baseline, with the ratio of their requests a second. */
export function throughputRow(
  database: ThroughputRow['database'],
  endpoint: string,
  measured: { server: Load; baseline: Load },
  baselineKind = 'bare node:http, same bytes',
): ThroughputRow {
  return {
    database,
    endpoint,
    ...measured,
    baselineKind,
    ratio: round(measured.server.rps / measured.baseline.rps, 3),
  };
}

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS || 10),
  duration: Number(process.env.BENCH_DURATION || 8),
};

export async function cannon(
  url: string,
  duration = LOAD.duration,
  headers: Record<string, string> = {},
): Promise<Load> {
  const r = await autocannon({ url, connections: LOAD.connections, duration, headers });
  return {
    rps: round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
    requests: r.requests.total,
  };
}

/** Two halves of one target: mean req/s and p50, the worse p99, all errors. */
export const merged = (a: Load, b: Load): Load => ({
  rps: round((a.rps + b.rps) / 2),
  p50: round((a.p50 + b.p50) / 2, 2),
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
  requests: a.requests + b.requests,
  serverCpuSeconds:
    a.serverCpuSeconds === undefined || b.serverCpuSeconds === undefined
      ? undefined
      : a.serverCpuSeconds + b.serverCpuSeconds,
});

/**
 * The server and the bare baseline under the same load, LOAD.duration s each, in halves run
 * server, bare, bare, server (after a 1 s warm-up of both, unmeasured): on a shared machine a slow
 * drift of the load then falls on both alike instead of on whichever ran second.
 */
export async function compare(
  serverUrl: string,
  bareUrl: string,
  headers: Record<string, string> = {},
): Promise<{ server: Load; baseline: Load }> {
  const half = Math.max(1, Math.round(LOAD.duration / 2));
  await cannon(serverUrl, 1, headers);
  await cannon(bareUrl, 1, headers);
  const s1 = await cannon(serverUrl, half, headers);
  const b1 = await cannon(bareUrl, half, headers);
  const b2 = await cannon(bareUrl, half, headers);
  const s2 = await cannon(serverUrl, half, headers);
  return { server: merged(s1, s2), baseline: merged(b1, b2) };
}

const LIST = '/api/v1/associations/?limit=20';
/** Headers node:http writes itself for each answer (or that fetch has already undone): not copied to the bare server. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'content-encoding',
]);
const detailPath = (id: number) => `/api/v1/associations/${id}/`;

async function firstAssociationId(base: string): Promise<number> {
  const list = (await (await fetch(`${base}${LIST}`)).json()) as { results: { id: number }[] };
  if (!list.results.length) throw new Error('The demo seed made no association');
  return list.results[0].id;
}

export async function postgresThroughput(log: (s: string) => void): Promise<ThroughputRow[]> {
  const data = await demoData('api', true);
  const site = await startServer(data.env, { dataDir: data.dataDir }).catch(async (e) => {
    await data.drop();
    throw e;
  });
  const rows: ThroughputRow[] = [];
  try {
    const id = await firstAssociationId(site.url);
    const endpoints = [LIST, detailPath(id)];
    const bodies: Record<string, BareRoute> = {};
    const withHeaders: Record<string, BareRoute> = {};
    for (const e of endpoints) {
      const res = await fetch(`${site.url}${e}`);
      bodies[e] = { body: await res.text(), contentType: res.headers.get('content-type') ?? 'application/json' };
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        if (!PER_ANSWER.has(name)) headers[name] = value;
      });
      withHeaders[e] = { ...bodies[e], headers };
    }
    const bare = await startBareServer(bodies);
    const bareWithHeaders = await startBareServer(withHeaders);
    try {
      for (const e of endpoints) {
        log(
          `  postgres ${e}: server and bare node:http, alternating (${LOAD.duration} s each, ${LOAD.connections} connections)`,
        );
        const measured = await compare(`${site.url}${e}`, `${bare.url}${e}`);
        rows.push(throughputRow('postgres', e === LIST ? e : '/api/v1/associations/{id}/', measured));
      }
      // What of the gap is the answer's own header lines (security headers, ETag), which node:http and the client pay for too.
      log(`  postgres ${LIST}: server and bare node:http sending the same headers too, alternating`);
      const same = await compare(`${site.url}${LIST}`, `${bareWithHeaders.url}${LIST}`);
      rows.push(
        throughputRow('postgres', `${LIST} (bare with its headers)`, same, 'bare node:http, same bytes and headers'),
      );
      // The same answers with the 1 s cache of public answers off: what each request costs when it goes to the database.
      const uncached = await startServer({ ...data.env, PUBLIC_LIST_CACHE_MS: '0' }, { dataDir: data.dataDir });
      try {
        for (const e of endpoints) {
          log(`  postgres ${e} with the cache off: server and bare node:http, alternating`);
          const measured = await compare(`${uncached.url}${e}`, `${bare.url}${e}`);
          const endpoint = `${e === LIST ? e : '/api/v1/associations/{id}/'} (cache off)`;
          rows.push(throughputRow('postgres', endpoint, measured));
        }
      } finally {
        await uncached.stop();
      }
    } finally {
      await bare.stop();
      await bareWithHeaders.stop();
    }
  } finally {
    await site.stop();
    await data.drop();
  }
  return rows;
}

/** The SQL the repositories send for `run`, compiled (no Kysely or server in the measured loop). */
async function capture(db: Kysely<DB>, run: (db: Kysely<DB>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  await run(
    db.withPlugin({
      transformQuery: ({ node }) => (nodes.push(node), node),
      transformResult: async ({ result }) => result,
    }),
  );
  return nodes.map((node) => db.getExecutor().compileQuery(node, createQueryId()));
}

/** The same queries in a tight loop on one PGlite (one connection: sequential, like the server's). */
async function pgliteLoop(pglite: PGlite, queries: CompiledQuery[]): Promise<Load> {
  const latencies: number[] = [];
  const end = Date.now() + LOAD.duration * 1000;
  while (Date.now() < end) {
    const t = performance.now();
    for (const q of queries) await pglite.query(q.sql, [...q.parameters]);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / LOAD.duration),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    errors: 0,
    requests: latencies.length,
  };
}

export async function pgliteThroughput(log: (s: string) => void): Promise<ThroughputRow[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alumni-bench-pglite-'));
  const rows: ThroughputRow[] = [];
  try {
    // Cache of public answers off: the comparison is the server's database path against the same queries run directly.
    // Production refuses the embedded database and demo data: development (the same code path for a request).
    const site = await startServer({ NODE_ENV: 'development', SEED_DEMO: '1', PUBLIC_LIST_CACHE_MS: '0' }, { dataDir });
    const results: { endpoint: string; server: Load }[] = [];
    let id = 0;
    try {
      id = await firstAssociationId(site.url);
      for (const e of [LIST, detailPath(id)]) {
        log(`  pglite ${e}: server (${LOAD.duration} s)`);
        await cannon(`${site.url}${e}`, 1); // warm-up, unmeasured
        results.push({ endpoint: e, server: await cannon(`${site.url}${e}`) });
      }
    } finally {
      await site.stop();
    }
    // The server has let go of the data directory: the same database, opened here.
    const pglite = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      parsers: typeParsers,
      extensions: { pg_trgm },
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
    try {
      const on = today();
      const listQueries = await capture(db, (d) =>
        Promise.all([
          countAssociations(d, null),
          listAssociations(d, { pattern: null, limit: 20, offset: 0, today: on }),
        ]),
      );
      const detailQueries = await capture(db, (d) => findAssociation(d, id, on));
      for (const [i, queries] of [listQueries, detailQueries].entries()) {
        log(
          `  pglite ${results[i].endpoint}: the same ${queries.length} queries on PGlite directly (${LOAD.duration} s)`,
        );
        const baseline = await pgliteLoop(pglite, queries);
        const endpoint = i === 0 ? `${LIST} (cache off)` : '/api/v1/associations/{id}/ (cache off)';
        rows.push(
          throughputRow(
            'pglite',
            endpoint,
            { server: results[i].server, baseline },
            'same queries on PGlite in a loop',
          ),
        );
      }
    } finally {
      await db.destroy();
      await pglite.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
