/*
 * The reminder job's selection (issue 36) at 1k and at 100k members, on the growth part's scale
 * database: one batch of the reminders due on a day when many are, per association, in process
 * (the job runs in the server, not behind HTTP). The day is chosen where the small association's
 * memberships end most, and the batch is small enough that both fill it: the job works in fixed
 * batches (200 in production), so what must not grow with the association is the cost of one.
 */
import { sql } from 'kysely';
import { openPostgres } from '../api/src/db/database';
import { addDays } from '../api/src/lib/business-dates';
import { listDueReminders } from '../api/src/modules/reminders/reminders.repository';
import type { GrowthRow } from './growth';
import { percentile, round } from './lib';
import { BIG_ASSOCIATION, SMALL_ASSOCIATION } from './seed-scale';

const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES || 40);
/** Small enough that the 1k association fills it too: the cost of a full batch is compared. */
const BATCH = 20;

export async function reminderSelection(url: string, log: (s: string) => void): Promise<GrowthRow> {
  const database = await openPostgres(url);
  try {
    const { db } = database;
    const busiest = await sql<{ end_date: string }>`SELECT end_date FROM memberships
      WHERE association_id = ${SMALL_ASSOCIATION} AND end_date IS NOT NULL
      GROUP BY end_date ORDER BY count(*) DESC LIMIT 1`.execute(db);
    const day = addDays(busiest.rows[0].end_date, -20);
    const run = (associationId: number) =>
      listDueReminders(db, { today: day, associationId, after: null, limit: BATCH });
    const samples: Record<number, number[]> = { [BIG_ASSOCIATION]: [], [SMALL_ASSOCIATION]: [] };
    const counts: Record<number, number> = {};
    for (let i = 0; i < 5; i++) for (const id of [SMALL_ASSOCIATION, BIG_ASSOCIATION]) await run(id);
    for (let i = 0; i < SAMPLES; i++) {
      for (const id of i % 2 ? [SMALL_ASSOCIATION, BIG_ASSOCIATION] : [BIG_ASSOCIATION, SMALL_ASSOCIATION]) {
        const t = performance.now();
        counts[id] = (await run(id)).length;
        samples[id].push(performance.now() - t);
      }
    }
    const stats = (id: number) => {
      const sorted = [...samples[id]].sort((a, b) => a - b);
      return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2), count: counts[id] };
    };
    const small = stats(SMALL_ASSOCIATION);
    const big = stats(BIG_ASSOCIATION);
    log(`  reminder selection (a batch of ${BATCH} due on ${day}): 1k ${small.p50} ms, 100k ${big.p50} ms`);
    return {
      query: `reminder job: one batch of due reminders (up to ${BATCH})`,
      small,
      big,
      ratio: round(big.p50 / small.p50, 2),
    };
  } finally {
    await database.close();
  }
}
