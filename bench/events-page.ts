/*
 * The server-rendered /events page (issue 38) at 100 and at 10,000 events among 200 associations, on one
 * PostgreSQL database and one production server, the page cache off (every request renders). The same page,
 * its search and its association filter, one request at a time, the two sizes measured in turn on the same
 * server (the events added between them), so both see the same machine.
 */
import pg from 'pg';
import { percentile, round, startServer, throwawayDatabase } from './lib';

export type EventsPageRow = {
  page: string;
  small: { p50: number; p95: number };
  big: { p50: number; p95: number };
  ratio: number;
};

export const EVENTS_SCALE = { associations: 200, small: 100, big: 10_000 } as const;
const SAMPLES = Number(process.env.BENCH_EVENTS_SAMPLES || 30);

/**
 * `count` events in all, numbered from `from`: spread round the associations, one in eight already over (the
 * list skips them), a few drafts and cancelled ones, most in the coming year; a title the search can find.
 */
const insertEvents = (from: number, to: number, associations: number) => `
  INSERT INTO events (association_id, title, description, starts_at, ends_at, venue, online_url, capacity, fee, status)
  SELECT 1 + n % ${associations},
         (ARRAY['Grand Reunion', 'Career Talk', 'Cricket Cup', 'Iftar Gathering', 'Mentoring Evening'])[1 + n % 5] || ' ' || n,
         'Generated for the events bench.' || E'\\n' || 'Line two.',
         now() + ((n % 8 = 0)::int * -40 + (n % 365)) * interval '1 day' + (n % 24) * interval '1 hour',
         now() + ((n % 8 = 0)::int * -40 + (n % 365)) * interval '1 day' + (n % 24 + 3) * interval '1 hour',
         CASE WHEN n % 4 = 0 THEN NULL ELSE 'Hall ' || n || E'\\nDhaka' END,
         CASE WHEN n % 4 = 0 THEN 'https://meet.example.org/' || n END,
         CASE WHEN n % 3 = 0 THEN NULL ELSE 20 + n % 200 END,
         CASE WHEN n % 5 = 0 THEN 500 ELSE 0 END,
         CASE WHEN n % 50 = 0 THEN 'draft' WHEN n % 97 = 0 THEN 'cancelled' ELSE 'published' END
  FROM generate_series(${from}, ${to}) AS n`;

async function seed(url: string, sql: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
    await client.query('ANALYZE events');
  } finally {
    await client.end();
  }
}

async function timePage(url: string): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES + 2; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const ms = performance.now() - t;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    // The server's render, not the page the browser would render (a render that failed or was given up on).
    if (!/ssr;dur=/.test(res.headers.get('server-timing') ?? '') || !html.includes('aria-label="Events"'))
      throw new Error(`${url}: not rendered by the server (${res.headers.get('server-timing')})`);
    if (i >= 2) samples.push(ms); // the first two warm the code and the plans
  }
  const sorted = samples.sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
}

/** The pages measured: the list, a search by title, one association's events, a later page. */
const PAGES = ['/events', '/events?q=reunion', '/events?association=7', '/events?page=3'];

export async function eventsPageGrowth(log: (s: string) => void): Promise<EventsPageRow[]> {
  const database = await throwawayDatabase('events');
  try {
    const site = await startServer({ DATABASE_URL: database.url, PUBLIC_LIST_CACHE_MS: '0' });
    try {
      const { associations, small, big } = EVENTS_SCALE;
      log(`  ${associations} associations, ${small} events`);
      await seed(database.url, [
        `INSERT INTO associations (name, tagline, about, address, established_year, society_prefix)
         SELECT 'Bench Alumni Association ' || n, 'Together', 'Generated for the events bench.', 'Road ' || n, 1990, 'B' || n
         FROM generate_series(1, ${associations}) AS n`,
        insertEvents(1, small, associations),
      ]);
      const before = new Map<string, { p50: number; p95: number }>();
      for (const page of PAGES) before.set(page, await timePage(`${site.url}${page}`));
      log(`  adding events up to ${big}`);
      await seed(database.url, [insertEvents(small + 1, big, associations)]);
      const rows: EventsPageRow[] = [];
      for (const page of PAGES) {
        const after = await timePage(`${site.url}${page}`);
        const first = before.get(page) ?? after;
        rows.push({ page, small: first, big: after, ratio: round(after.p50 / first.p50, 2) });
      }
      return rows;
    } finally {
      await site.stop();
    }
  } finally {
    await database.drop();
  }
}
