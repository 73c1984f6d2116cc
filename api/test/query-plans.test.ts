/*
 * Every list query an admin or a member pages through at scale reads an index, never a whole table
 * (bench/growth.ts measures the cost at 1k and 100k members; this keeps the plans from regressing).
 * The queries are the repositories' own, captured as they run, then EXPLAINed with
 * enable_seqscan = off: a Seq Scan that remains means no index can serve the query.
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery, createQueryId, sql, type Kysely, type RootOperationNode, type Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import type { DB } from '../src/db/types';
import { containsPattern } from '../src/lib/text';
import * as auth from '../src/modules/auth/auth.repository';
import * as associations from '../src/modules/associations/associations.repository';
import * as dashboard from '../src/modules/dashboard/dashboard.repository';
import { statusWindow } from '../src/modules/dashboard/member-status';
import * as members from '../src/modules/members/members.repository';
import * as events from '../src/modules/events/events.repository';
import * as transactions from '../src/modules/transactions/transactions.repository';
import { createTestDatabase, drivers } from './helpers';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Scans of the plan tree: "Seq Scan on users", "Index Scan using users_pkey", ... */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'].includes('Scan') && (node['Relation Name'] || node['Index Name'])) {
    out.push(
      node['Index Name']
        ? `${node['Node Type']} using ${node['Index Name']}`
        : `${node['Node Type']} on ${node['Relation Name']}`,
    );
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** The SQL `run` sends, captured by a plugin and compiled as the executor would. */
async function capture(trx: Transaction<DB>, run: (db: Kysely<DB>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const spy = trx.withPlugin({
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  });
  await run(spy);
  return nodes.map((node) => trx.getExecutor().compileQuery(node, createQueryId()));
}

async function plansOf(trx: Transaction<DB>, run: (db: Kysely<DB>) => Promise<unknown>): Promise<string[][]> {
  const plans: string[][] = [];
  for (const query of await capture(trx, run)) {
    const result = await trx.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
    );
    const raw = Object.values(result.rows[0])[0];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    plans.push(scans(json[0].Plan));
  }
  return plans;
}

const ASSOCIATION = 1;
const USER = 7;

/** Enough rows in every table for statistics that mean something: 50 associations, 3000 members. */
async function fill(db: Kysely<DB>) {
  for (const statement of [
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'plan' || n || '@example.com', 'x', (ARRAY['Rahim','Karim','Fatema','Nusrat','Imran'])[1 + n % 5],
            (ARRAY['Uddin','Ahmed','Islam','Khan'])[1 + (n / 5) % 4]
     FROM generate_series(1, 3000) AS n`,
    `INSERT INTO associations (name) SELECT 'Alumni Association ' || n FROM generate_series(1, 50) AS n`,
    `INSERT INTO membership_types (association_id, name, short_name, fee, duration_month)
     SELECT id, 'Annual', 'AM', 500, 12 FROM associations ORDER BY id`,
    `INSERT INTO membership_requests (user_id, association_id, membership_type_id, institute, batch, roll_number)
     SELECT u.id, a.id, t.id, 'Institute', (2000 + (u.id / 50) % 20)::text, 'R' || u.id
     FROM users u JOIN associations a ON a.id = 1 + u.id % 50 JOIN membership_types t ON t.association_id = a.id`,
    `INSERT INTO transactions (user_id, association_id, membership_request_id, transaction_id, amount, offline, success, status, created_at)
     SELECT user_id, association_id, id, 'PLAN-' || id || '-' || k, 500, id % 3 = 0, k = 2,
            CASE WHEN k = 2 THEN 'success' ELSE 'failed' END, now() - id * interval '1 hour' + k * interval '1 minute'
     FROM membership_requests, generate_series(1, 2) AS k`,
    `INSERT INTO memberships (user_id, association_id, membership_type_id, membership_request_id, serial, start_date)
     SELECT user_id, association_id, membership_type_id, id, row_number() OVER (PARTITION BY association_id ORDER BY id), '2025-01-01'
     FROM membership_requests`,
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, revoked_at)
     SELECT u.id, md5('family' || u.id || '-' || k)::uuid, md5('token' || u.id || '-' || k),
            now() + interval '30 days', CASE WHEN k = 1 THEN now() END
     FROM users u, generate_series(1, 3) AS k`,
    // Events (issue 38): 40 per association over two years around now, a few going or waiting each.
    `INSERT INTO events (association_id, title, starts_at, ends_at, venue, status)
     SELECT 1 + n % 50, 'Reunion ' || n, now() - interval '365 days' + ((n * 7919) % 2000) * interval '1 day' * 730 / 2000,
            now() - interval '365 days' + ((n * 7919) % 2000) * interval '1 day' * 730 / 2000 + interval '3 hours',
            'Hall', CASE WHEN n % 20 = 0 THEN 'draft' ELSE 'published' END
     FROM generate_series(1, 2000) AS n`,
    `INSERT INTO event_rsvps (event_id, user_id, status, waiting_position, check_in_code)
     SELECT e.id, u.id, CASE WHEN u.id % 4 = 0 THEN 'waiting' ELSE 'going' END,
            CASE WHEN u.id % 4 = 0 THEN u.id END, md5('code' || e.id || '-' || u.id)
     FROM events e JOIN users u ON u.id % 50 = e.id % 50 AND u.id <= 600`,
    `ANALYZE`,
  ])
    await sql.raw(statement).execute(db);
}

const TODAY = '2026-11-22';
const member = (f: Partial<members.MemberFilter>): members.MemberFilter => ({
  associationId: ASSOCIATION,
  namePattern: null,
  batch: null,
  ...f,
});

/** Each list, and the indexes its queries must use (at least one of them per list). */
const LISTS: { name: string; run: (db: Kysely<DB>) => Promise<unknown>; uses: RegExp }[] = [
  {
    name: 'association list searched by name',
    run: (db) => {
      const pattern = containsPattern('association 1');
      return Promise.all([
        associations.countAssociations(db, pattern),
        associations.listAssociations(db, { pattern, limit: 20, offset: 0, today: TODAY }),
      ]);
    },
    uses: /associations_name_trgm_idx/,
  },

  {
    name: 'association details with the active member count',
    run: (db) => associations.findAssociation(db, ASSOCIATION, TODAY),
    // The count sums the trigger-kept counters of the dates still to come (migration 2026-11-22T1800).
    uses: /member_end_counts_pkey/,
  },
  {
    name: 'members searched by name',
    run: (db) => {
      const filter = member({ namePattern: containsPattern('rahim ud') });
      return members
        .countMembers(db, filter)
        .then((total) => members.listMembers(db, filter, { limit: 50, offset: 0, total }));
    },
    // Few members: through the association's members; many: through the names (trigram index).
    uses: /users_full_name_trgm_idx|memberships_association_/,
  },
  {
    name: 'members of a batch',
    run: (db) => {
      const filter = member({ batch: '2005' });
      return members
        .countMembers(db, filter)
        .then((total) => members.listMembers(db, filter, { limit: 50, offset: 0, total }));
    },
    uses: /memberships_association_batch_idx/,
  },
  {
    name: 'members, a deep page',
    // Serials 1..60 here: a range of serials.
    run: (db) => members.listMembers(db, member({}), { limit: 10, offset: 40, total: 60 }),
    uses: /memberships_association_idx/,
  },
  {
    name: 'members of a batch, a deep page (read from the end)',
    run: (db) => {
      const filter = member({ batch: '2005' });
      return members
        .countMembers(db, filter)
        .then((total) => members.listMembers(db, filter, { limit: 2, offset: Math.max(0, total - 3), total }));
    },
    uses: /memberships_association_batch_idx/,
  },
  {
    name: "an association's transactions, page 1",
    run: (db) => transactions.listTransactions(db, { associationId: ASSOCIATION, page: 1, limit: 20 }),
    uses: /transactions_association_created_idx/,
  },
  {
    name: "an association's transactions, a deep page",
    run: (db) => transactions.listTransactions(db, { associationId: ASSOCIATION, page: 5, limit: 20 }),
    uses: /transactions_association_created_idx/,
  },
  {
    name: "an association's pending offline payments",
    run: (db) =>
      transactions.listTransactions(db, {
        associationId: ASSOCIATION,
        offline: true,
        success: false,
        page: 1,
        limit: 20,
      }),
    uses: /transactions_association_idx/,
  },
  {
    // Trigger-kept counters only (migration 2026-11-27T2200): ranges of a few rows, whatever the size.
    name: "the admin's dashboard",
    run: (db) =>
      Promise.all([
        dashboard.countMembersByStatus(db, ASSOCIATION, statusWindow(TODAY)),
        dashboard.listMonthFigures(db, ASSOCIATION, '2025-12-01'),
        dashboard.countPendingOfflineApprovals(db, ASSOCIATION),
      ]),
    uses: /association_month_figures_pkey/,
  },
  {
    // Every authenticated request (modules/auth/authentication.plugin.ts): the user and whether the token's session is live.
    name: 'the signed-in user and their session',
    run: (db) => auth.findSessionUser(db, USER, randomUUID()),
    uses: /refresh_tokens_family_idx/,
  },
  {
    // Upcoming (not ended): a range of starts_at from 31 days back on the published events' partial index.
    name: 'the public events list, upcoming',
    run: (db) =>
      events.listEvents(db, { statuses: ['published'], when: 'upcoming', now: new Date(), limit: 20, offset: 0 }),
    uses: /events_published_starts_idx/,
  },
  {
    name: "one association's upcoming events",
    run: (db) =>
      events.listEvents(db, {
        statuses: ['published'],
        associationId: ASSOCIATION,
        when: 'upcoming',
        now: new Date(),
        limit: 20,
        offset: 0,
      }),
    uses: /events_association_published_idx|events_association_starts_idx/,
  },
  {
    name: "an event's attendees, going then waiting",
    run: (db) => events.listAttendees(db, { eventId: 1, limit: 50, offset: 0 }),
    uses: /event_rsvps_event_status_idx|event_rsvps_event_id_user_id_key/,
  },
  {
    name: "a user's own events (My Events)",
    run: (db) => events.listUserEvents(db, { userId: USER, when: 'upcoming', now: new Date(), limit: 20, offset: 0 }),
    uses: /event_rsvps_user_idx/,
  },
  {
    name: "a user's own transactions",
    run: (db) => transactions.listTransactions(db, { userId: USER, page: 1, limit: 20 }),
    uses: /transactions_user_idx/,
  },
];

describe.each(drivers)('query plans (%s)', (driver) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await fill(database.db);
  }, 60_000);
  afterAll(async () => database?.close());

  it.each(LISTS.map((list) => [list.name, list] as const))('%s reads indexes only', async (_name, list) => {
    await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plans = await plansOf(trx, list.run);
      expect(plans.length).toBeGreaterThan(0);
      const all = plans.flat();
      expect(all.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
      expect(all).toEqual(expect.arrayContaining([expect.stringMatching(list.uses)]));
    });
  });

  it('the list counters agree with the rows after inserts, updates and deletes', async () => {
    const db = database.db;
    const exact = async () => {
      const tx = await sql<{
        n: number;
      }>`select count(*)::int as n from transactions where association_id = ${ASSOCIATION} and offline and not success`.execute(
        db,
      );
      const m = await sql<{
        n: number;
      }>`select count(*)::int as n from memberships where association_id = ${ASSOCIATION} and batch = '2001'`.execute(
        db,
      );
      return { tx: tx.rows[0].n, m: m.rows[0].n };
    };
    const counted = async () => ({
      tx: (
        await transactions.listTransactions(db, {
          associationId: ASSOCIATION,
          offline: true,
          success: false,
          page: 1,
          limit: 1,
        })
      ).count,
      m: await members.countMembers(db, member({ batch: '2001' })),
    });
    expect(await counted()).toEqual(await exact());

    await sql`update transactions set success = true, status = 'success' where id in (select id from transactions where association_id = ${ASSOCIATION} and offline and not success limit 3)`.execute(
      db,
    );
    await sql`delete from transactions where id in (select id from transactions where association_id = ${ASSOCIATION} and offline and not success limit 2)`.execute(
      db,
    );
    await sql`update membership_requests set batch = '2001' where id in (select membership_request_id from memberships where association_id = ${ASSOCIATION} and batch = '2002' limit 4)`.execute(
      db,
    );
    await sql`delete from memberships where id in (select id from memberships where association_id = ${ASSOCIATION} and batch = '2001' limit 1)`.execute(
      db,
    );
    const after = await exact();
    expect(await counted()).toEqual(after);
    expect(after.m).toBeGreaterThan(0);
  });
});
