// The import bench's child (see member-import.ts). `prepare <target>` makes the database (migrated, an
// association with two types); `import <target>` opens it, as a running server has it open, and imports
// 20,000 rows, printing one JSON line { rows, seconds, peakMb, baseMb, created }. <target>: a PostgreSQL
// URL, or a directory for the embedded database. Peak memory is this process's: with PostgreSQL the
// database's own memory is not in it, with PGlite it is (baseMb: the process with the database open,
// before the import; creating a PGlite database from nothing (initdb) peaks higher, hence two steps).
// The app's Fastify augmentations, for the type checker (the import service's imports reach the auth module).
import type {} from '../api/src/app';
import { openPglite, openPostgres } from '../api/src/db/database';
import { migrateToLatest } from '../api/src/db/migrate';
import { readSpreadsheet } from '../api/src/lib/spreadsheet';
import { commitImport, prepareImport } from '../api/src/modules/member-imports/member-imports.service';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 20_000);

function open(target: string) {
  return /^postgres(ql)?:/.test(target) ? openPostgres(target) : openPglite({ dataDir: target });
}

async function prepare(target: string) {
  const database = await open(target);
  await migrateToLatest(database.db);
  const { id } = await database.db
    .insertInto('associations')
    .values({ name: 'Bench Alumni', society_prefix: 'BA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('membership_types')
    .values([
      { association_id: id, name: 'General Member', short_name: 'GM', fee: 500, duration_month: 12 },
      { association_id: id, name: 'Life Member', short_name: 'LM', fee: 10000, duration_month: 1200 },
    ])
    .execute();
  await database.close();
}

async function run(target: string) {
  const database = await open(target);
  const { id } = await database.db
    .selectFrom('associations')
    .select('id')
    .where('society_prefix', '=', 'BA')
    .executeTakeFirstOrThrow();
  const baseMb = Math.round(process.memoryUsage().rss / (1024 * 1024));
  const lines = [
    'first_name,last_name,email,phone_number,institute,batch,roll_number,membership_type,serial,start_date,end_date',
  ];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `রহিম ${i},উদ্দিন,member.${i}@example.com,017${String(i).padStart(8, '0')},ঢাকা কলেজ,${2000 + (i % 20)},${i},${i % 5 ? 'GM' : 'LM'},${i},2024-01-${String(1 + (i % 28)).padStart(2, '0')},`,
    );
  const file = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
  lines.length = 0;

  const started = performance.now();
  const sheet = await readSpreadsheet(file);
  const prepared = await prepareImport(database.db, id, sheet, undefined);
  // As the job runs it: checking the rows first, reporting progress, then the one transaction.
  const { result } = await commitImport(database.db, id, prepared, {
    today: '2026-11-28',
    now: new Date(),
    progress: () => undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  await database.close();
  console.log(
    JSON.stringify({ rows: ROWS, seconds: Math.round(seconds * 10) / 10, peakMb, baseMb, created: result.created }),
  );
}

const [step, target] = process.argv.slice(2);
(step === 'prepare' ? prepare(target!) : run(target!)).catch((error) => {
  console.error(error);
  process.exit(1);
});
