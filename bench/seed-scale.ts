/*
 * `npm run seed:scale`: fills the PostgreSQL database of DATABASE_URL (migrated first) with
 * 200 associations, 100k users, 150k memberships (and their requests), 300k transactions and 10k events,
 * set-based (INSERT ... SELECT generate_series), in about half a minute.
 *
 * Association 1 holds 100k members (every user), association 2 holds 1k: the growth bench compares
 * the same queries on both. The other 49k memberships are spread over associations 3..200.
 * User 1 (scale.admin@example.com, SCALE_PASSWORD) administers associations 1 and 2.
 *
 * Refuses a database that already has associations unless --reset (TRUNCATE ... RESTART IDENTITY).
 */
import pg from 'pg';
import { migrateToLatest } from '../api/src/db/migrate';
import { openPostgres } from '../api/src/db/database';
import { REBUILD_MONTH_FIGURES } from '../api/src/db/migrations/2026-11-27T2200-association-month-figures';
import { hashPassword } from '../api/src/modules/auth/passwords';

export const SCALE = {
  associations: 200,
  users: 100_000,
  big: 100_000,
  small: 1_000,
  memberships: 150_000,
  transactions: 300_000,
  /** Issue 38: events among the 200 associations, association 1 holding half, association 2 fifty. */
  events: 10_000,
  bigEvents: 5_000,
  smallEvents: 50,
};
export const SCALE_ADMIN = { email: 'scale.admin@example.com', password: 'Scale-Bench-1' };
export const BIG_ASSOCIATION = 1;
export const SMALL_ASSOCIATION = 2;

const FIRST = [
  'Rahim',
  'Karim',
  'Fatema',
  'Ayesha',
  'Nusrat',
  'Tanvir',
  'Sadia',
  'Imran',
  'Farhana',
  'Mahmud',
  'Shakil',
  'Rubina',
  'Arif',
  'Jannat',
  'Sabbir',
  'Mitu',
  'Rakib',
  'Shirin',
  'Habib',
  'Lima',
  'Jamal',
  'Nasrin',
  'Sohel',
  'Tania',
  'Rashed',
  'Mou',
  'Kamal',
  'Rina',
  'Faisal',
  'Sumaiya',
  'Anis',
  'Dilruba',
  'Masud',
  'Shathi',
  'Zahid',
  'Priya',
  'Hasan',
  'Ritu',
  'Nayeem',
  'Afsana',
];
const LAST = [
  'Uddin',
  'Ahmed',
  'Hossain',
  'Rahman',
  'Islam',
  'Khan',
  'Chowdhury',
  'Sarkar',
  'Akter',
  'Begum',
  'Alam',
  'Miah',
  'Talukder',
  'Mollah',
  'Bhuiyan',
  'Sikder',
  'Haque',
  'Kabir',
  'Siddique',
  'Karim',
  'Das',
  'Roy',
  'Saha',
  'Paul',
  'Barua',
  'Majumder',
  'Sheikh',
  'Biswas',
  'Mondal',
  'Howlader',
  'Faruque',
  'Mridha',
  'Patwary',
  'Munshi',
  'Gazi',
  'Dewan',
  'Sultana',
  'Nahar',
  'Zaman',
  'Babu',
];
const PLACES = [
  'Dhaka',
  'Chattogram',
  'Rajshahi',
  'Khulna',
  'Sylhet',
  'Barishal',
  'Rangpur',
  'Mymensingh',
  'Cumilla',
  'Bogura',
];
const KINDS = [
  'University',
  'College',
  'Zilla School',
  'Model School',
  'Cadet College',
  'Polytechnic',
  'Medical College',
  'Engineering University',
  'Girls School',
  'Residential College',
];

const arr = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** One statement per entry; run in order inside one transaction. */
function statements(passwordHash: string): string[] {
  const { associations, users, big, small, memberships, transactions } = SCALE;
  const rest = memberships - big - small;
  return [
    // Users: first x last names cycle independently (40 x 40 = 1600 full names, ~62 users each).
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, created_at)
     SELECT CASE WHEN n = 1 THEN '${SCALE_ADMIN.email}' ELSE 'member' || n || '@scale.example.com' END,
            '${passwordHash}',
            (${arr(FIRST)})[1 + n % ${FIRST.length}],
            (${arr(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}],
            '017' || lpad((n % 100000000)::text, 8, '0'),
            timestamptz '2023-01-01' + n * interval '10 minutes'
     FROM generate_series(1, ${users}) AS n`,
    `INSERT INTO associations (name, tagline, about, address, established_year, society_prefix)
     SELECT (${arr(PLACES)})[1 + n % ${PLACES.length}] || ' ' || (${arr(KINDS)})[1 + (n / ${PLACES.length}) % ${KINDS.length}]
              || ' Alumni Association ' || n,
            'Together since ' || (1950 + n % 70), 'Generated for the growth bench.', 'Road ' || n, 1950 + n % 70, 'S' || n
     FROM generate_series(1, ${associations}) AS n`,
    `INSERT INTO association_admins (association_id, user_id, designation) VALUES (${BIG_ASSOCIATION}, 1, 'President'), (${SMALL_ASSOCIATION}, 1, 'President')`,
    `INSERT INTO membership_types (association_id, name, short_name, fee, duration_month)
     SELECT a, t.name, t.short, t.fee, t.months
     FROM generate_series(1, ${associations}) AS a,
          (VALUES ('Annual', 'AM', 500, 12), ('Lifetime', 'LM', 10000, 1200)) AS t(name, short, fee, months)
     ORDER BY a, t.months`,
    // Memberships to make, numbered k: association 1 gets users 1..big, association 2 users 1..small,
    // the rest go round associations 3..200 with users picked by a stride.
    `CREATE TEMP TABLE scale_plan ON COMMIT DROP AS
     SELECT k,
            CASE WHEN k <= ${big} THEN ${BIG_ASSOCIATION} WHEN k <= ${big + small} THEN ${SMALL_ASSOCIATION}
                 ELSE 3 + (k - ${big + small}) % ${associations - 2} END AS association_id,
            CASE WHEN k <= ${big} THEN k WHEN k <= ${big + small} THEN k - ${big}
                 ELSE 1 + ((k - ${big + small}) * 7919) % ${users} END AS user_id,
            timestamptz '2023-06-01' + k * interval '7 minutes' AS created_at
     FROM generate_series(1, ${big + small + rest}) AS k`,
    `INSERT INTO membership_requests (user_id, association_id, membership_type_id, institute, batch, roll_number, created_at)
     SELECT p.user_id, p.association_id, (p.association_id - 1) * 2 + 1 + p.k % 2,
            'Institute ' || p.association_id, (2000 + p.k % 25)::text, 'R-' || p.k, p.created_at
     FROM scale_plan p ORDER BY p.k`,
    // Two transactions per request: a failed or cancelled attempt, then the payment that succeeded.
    `INSERT INTO transactions (user_id, association_id, membership_request_id, transaction_id, amount, offline, success, status,
                               gateway, transaction_date, created_at, updated_at)
     SELECT mr.user_id, mr.association_id, mr.id, 'SCALE-' || mr.id || '-' || attempt,
            CASE WHEN mr.membership_type_id % 2 = 1 THEN 500 ELSE 10000 END,
            mr.id % 3 = 0, attempt = 2,
            CASE WHEN attempt = 2 THEN 'success' WHEN mr.id % 2 = 0 THEN 'failed' ELSE 'cancelled' END,
            CASE WHEN mr.id % 3 = 0 THEN 'offline' ELSE 'sandbox' END,
            CASE WHEN attempt = 2 THEN mr.created_at + interval '1 hour' END,
            mr.created_at + (attempt - 1) * interval '1 hour', mr.created_at + (attempt - 1) * interval '1 hour'
     FROM membership_requests mr, generate_series(1, ${transactions / memberships}) AS attempt
     ORDER BY mr.id, attempt`,
    `INSERT INTO memberships (user_id, association_id, membership_type_id, membership_request_id, transaction_id, batch, serial, start_date, period_start, end_date, created_at)
     SELECT mr.user_id, mr.association_id, mr.membership_type_id, mr.id, tx.id, mr.batch,
            row_number() OVER (PARTITION BY mr.association_id ORDER BY mr.id),
            (mr.created_at + interval '1 hour')::date,
            (mr.created_at + interval '1 hour')::date,
            CASE WHEN mr.membership_type_id % 2 = 1 THEN ((mr.created_at + interval '1 hour')::date + interval '12 months')::date END,
            mr.created_at + interval '1 hour'
     FROM membership_requests mr JOIN transactions tx ON tx.membership_request_id = mr.id AND tx.success`,
    `UPDATE associations a SET last_serial = s.max FROM (SELECT association_id, max(serial) AS max FROM memberships GROUP BY association_id) s
     WHERE s.association_id = a.id`,
    // Triggers (and foreign-key checks) were off for speed: the counters they keep are rebuilt here.
    `DELETE FROM transaction_counts`,
    `INSERT INTO transaction_counts (association_id, offline, success, n)
     SELECT association_id, offline, success, count(*) FROM transactions GROUP BY 1, 2, 3`,
    `DELETE FROM membership_counts`,
    `INSERT INTO membership_counts (association_id, batch, n) SELECT association_id, batch, count(*) FROM memberships GROUP BY 1, 2`,
    `DELETE FROM member_end_counts`,
    `INSERT INTO member_end_counts (association_id, ends, n)
     SELECT association_id, ends, count(*) FROM (
       SELECT association_id, CASE WHEN bool_or(end_date IS NULL) THEN 'infinity'::date ELSE max(end_date) END AS ends
       FROM memberships GROUP BY association_id, user_id
     ) latest GROUP BY 1, 2`,
    `DELETE FROM association_month_figures`,
    REBUILD_MONTH_FIGURES,
    // Events over two years around now (half past, half upcoming), shuffled in time by a stride; every
    // 20th a draft, every 50th cancelled; going counts set as the trigger would have.
    `INSERT INTO events (association_id, title, description, starts_at, ends_at, venue, capacity, fee, status, going_count, created_by)
     SELECT CASE WHEN k <= ${SCALE.bigEvents} THEN 1
                 WHEN k <= ${SCALE.bigEvents + SCALE.smallEvents} THEN 2
                 ELSE 3 + (k - ${SCALE.bigEvents + SCALE.smallEvents + 1}) % ${SCALE.associations - 2} END,
            'Reunion ' || k, 'Scale event ' || k || E'\\nSecond line',
            start, start + interval '4 hours', 'Hall ' || (k % 50), CASE WHEN k % 3 = 0 THEN 100 END,
            CASE WHEN k % 4 = 0 THEN 500 ELSE 0 END,
            CASE WHEN k % 20 = 0 THEN 'draft' WHEN k % 50 = 0 THEN 'cancelled' ELSE 'published' END,
            k % 90, 1
     FROM generate_series(1, ${SCALE.events}) AS k,
          LATERAL (SELECT date_trunc('hour', now()) - interval '365 days'
                          + ((k::bigint * 7919) % ${SCALE.events}) * interval '1 day' * 730 / ${SCALE.events}) AS t(start)`,
  ];
}

export async function seedScale(
  databaseUrl: string,
  options: { reset?: boolean; log?: (line: string) => void } = {},
): Promise<void> {
  const log = options.log ?? console.log;
  const database = await openPostgres(databaseUrl);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM associations');
    if (Number(rows[0].n) > 0) {
      if (!options.reset)
        throw new Error(
          'The database already holds associations: run with --reset to empty it first (TRUNCATE, all data lost).',
        );
      await client.query(
        'TRUNCATE users, associations, membership_types, membership_requests, transactions, memberships, association_admins, refresh_tokens, events RESTART IDENTITY CASCADE',
      );
    }
    const passwordHash = await hashPassword(SCALE_ADMIN.password);
    const started = Date.now();
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    // No per-row foreign-key checks or triggers (the rows are consistent by construction): 3x faster.
    // Needs a superuser (the local postgres); otherwise the triggers run and it is only slower.
    const su = await client.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    if (su.rows[0]?.rolsuper) await client.query('SET LOCAL session_replication_role = replica');
    else log('  (not a superuser: foreign-key checks and triggers stay on, slower)');
    for (const statement of statements(passwordHash)) {
      const t = Date.now();
      const result = await client.query(statement);
      log(
        `  ${statement.trim().split(/\s+/).slice(0, 3).join(' ').padEnd(40)} ${String(result.rowCount ?? '').padStart(7)} rows  ${Date.now() - t} ms`,
      );
    }
    await client.query('COMMIT');
    // Statistics and the visibility map: the planner's choices and index-only scans depend on them.
    await client.query('VACUUM ANALYZE');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (incl. VACUUM ANALYZE)`);
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'seed:scale needs DATABASE_URL=postgres://... (a PostgreSQL database; PGlite is too slow for 100k members).',
    );
    process.exit(2);
  }
  await seedScale(url, { reset: process.argv.includes('--reset') });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
