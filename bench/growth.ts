/*
 * Part 2: the lists an admin pages through, at 1k and at 100k members in one association, on the
 * same PostgreSQL database (bench/seed-scale.ts), through the production server (HTTP, one request
 * at a time, the two associations interleaved so both see the same machine noise).
 */
import { percentile, round, startServer, throwawayDatabase } from './lib';
import { reminderSelection } from './reminder-selection';
import { BIG_ASSOCIATION, SCALE, SCALE_ADMIN, SMALL_ASSOCIATION, seedScale } from './seed-scale';

export type GrowthRow = {
  query: string;
  small: { p50: number; p95: number; count: number };
  big: { p50: number; p95: number; count: number };
  ratio: number;
};
export type DeepRow = { query: string; p50: number; p95: number };

const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES || 40);

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; count: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers });
  // A list's count; the dashboard's active members (it has no list).
  const body = (await res.json()) as { count?: number; active_members?: number };
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, count: body.count ?? body.active_members ?? 0 };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
}

/** `only`: the queries (by name) to measure, without the deepest pages (`--only=dashboard`). */
export async function growth(
  log: (s: string) => void,
  options: { only?: RegExp } = {},
): Promise<{ rows: GrowthRow[]; deep: DeepRow[]; seedSeconds: number }> {
  const database = await throwawayDatabase('scale');
  try {
    const started = Date.now();
    log(
      `  seeding ${SCALE.users / 1000}k users, ${SCALE.memberships / 1000}k memberships, ${SCALE.transactions / 1000}k transactions (seed:scale)`,
    );
    await seedScale(database.url, { log: (line) => log(`  ${line}`) });
    const seedSeconds = round((Date.now() - started) / 1000);
    const site = await startServer({ DATABASE_URL: database.url, SEED_DEMO: '0' });
    try {
      const login = await fetch(`${site.url}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SCALE_ADMIN),
      });
      if (!login.ok) throw new Error(`login as the scale admin failed: ${login.status}`);
      const auth = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
      const names: Record<number, string> = {};
      for (const id of [BIG_ASSOCIATION, SMALL_ASSOCIATION]) {
        names[id] = ((await (await fetch(`${site.url}/api/v1/associations/${id}/`)).json()) as { name: string }).name;
      }
      const api = `${site.url}/api/v1`;
      // Deep page: one that exists in both (the small association has 2k transactions, 40 pages of 50).
      type Query = { name: string; url: (id: number) => string; headers: Record<string, string> };
      const every: Query[] = [
        {
          name: 'association list, search by name',
          url: (id) => `${api}/associations/?q=${encodeURIComponent(names[id])}`,
          headers: {},
        },
        { name: 'association details (active member count)', url: (id) => `${api}/associations/${id}/`, headers: {} },
        { name: 'members, all, page 1', url: (id) => `${api}/associations/${id}/memberships/`, headers: auth },
        {
          name: 'members by name ("rahim uddin")',
          url: (id) => `${api}/associations/${id}/memberships/?name=rahim%20uddin`,
          headers: auth,
        },
        {
          name: 'members by name ("rahim")',
          url: (id) => `${api}/associations/${id}/memberships/?name=rahim`,
          headers: auth,
        },
        {
          name: 'members by batch (2010)',
          url: (id) => `${api}/associations/${id}/memberships/?batch=2010`,
          headers: auth,
        },
        {
          name: 'transactions, page 1',
          url: (id) => `${api}/associations/${id}/transactions/memberships/`,
          headers: auth,
        },
        {
          name: 'transactions, page 35',
          url: (id) => `${api}/associations/${id}/transactions/memberships/?page=35`,
          headers: auth,
        },
        {
          name: 'transactions, pending offline',
          url: (id) => `${api}/associations/${id}/transactions/memberships/?offline=true&success=false`,
          headers: auth,
        },
        { name: "the user's own transactions", url: () => `${api}/auth/user/transactions/memberships/`, headers: auth },
        // Issue 38: the public events list. The big side is every association's upcoming events (about 4.5k of
        // the 10k), the small side association 2's (about 25 of its 50): the same query, the count and page.
        {
          name: 'events, upcoming, page 1 (all 10k vs one association)',
          url: (id) => (id === BIG_ASSOCIATION ? `${api}/events/` : `${api}/events/?association=${id}`),
          headers: {},
        },
        {
          name: 'events of one association (5k vs 50), search "reunion"',
          url: (id) => `${api}/events/?association=${id}&q=reunion`,
          headers: {},
        },
        {
          name: 'dashboard (active, expiring, pending, 12 months)',
          url: (id) => `${api}/associations/${id}/dashboard/`,
          headers: auth,
        },
      ];
      const queries = every.filter((q) => !options.only || options.only.test(q.name));
      const rows: GrowthRow[] = [];
      for (const q of queries) {
        const samples: Record<number, number[]> = { [BIG_ASSOCIATION]: [], [SMALL_ASSOCIATION]: [] };
        const counts: Record<number, number> = {};
        for (let i = 0; i < 5; i++)
          for (const id of [SMALL_ASSOCIATION, BIG_ASSOCIATION]) await timed(q.url(id), q.headers);
        for (let i = 0; i < SAMPLES; i++) {
          for (const id of i % 2 ? [SMALL_ASSOCIATION, BIG_ASSOCIATION] : [BIG_ASSOCIATION, SMALL_ASSOCIATION]) {
            const r = await timed(q.url(id), q.headers);
            samples[id].push(r.ms);
            counts[id] = r.count;
          }
        }
        const small = { ...stats(samples[SMALL_ASSOCIATION]), count: counts[SMALL_ASSOCIATION] };
        const big = { ...stats(samples[BIG_ASSOCIATION]), count: counts[BIG_ASSOCIATION] };
        rows.push({ query: q.name, small, big, ratio: round(big.p50 / small.p50, 2) });
        log(`  ${q.name}: 1k ${small.p50} ms, 100k ${big.p50} ms`);
      }
      // Pages only the big association has: the last ones.
      const deep: DeepRow[] = [];
      const deepest = [
        ['members, page 2000 of 2000 (100k)', `${api}/associations/${BIG_ASSOCIATION}/memberships/?page=2000`],
        [
          'transactions, page 4000 of 4000 (100k)',
          `${api}/associations/${BIG_ASSOCIATION}/transactions/memberships/?page=4000`,
        ],
      ] as const;
      for (const [name, url] of options.only ? [] : deepest) {
        const s: number[] = [];
        for (let i = 0; i < 3; i++) await timed(url, auth);
        for (let i = 0; i < Math.ceil(SAMPLES / 2); i++) s.push((await timed(url, auth)).ms);
        deep.push({ query: name, ...stats(s) });
      }
      rows.push(await reminderSelection(database.url, log));
      return { rows, deep, seedSeconds };
    } finally {
      await site.stop();
    }
  } finally {
    await database.drop();
  }
}
