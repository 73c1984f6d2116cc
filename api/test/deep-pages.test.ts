/*
 * Pages of the member and transaction lists, whichever way they are read (a range of serials when the
 * serials are 1..n, else from the nearer end of the list): walking every page gives the whole list,
 * in order, each row once, the same as one query over everything.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import * as members from '../src/modules/members/members.repository';
import * as transactions from '../src/modules/transactions/transactions.repository';
import { createTestDatabase, drivers } from './helpers';

const LIMIT = 5;

async function fill(db: Database['db']) {
  for (const statement of [
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'page' || n || '@example.com', 'x', (ARRAY['Rahim','Karim','Fatema'])[1 + n % 3], (ARRAY['Uddin','Ahmed'])[1 + n % 2]
     FROM generate_series(1, 23) AS n`,
    `INSERT INTO associations (name) VALUES ('Paging Alumni'), ('Other Paging Alumni')`,
    `INSERT INTO membership_types (association_id, name, short_name, fee, duration_month) SELECT id, 'Annual', 'AM', 500, 12 FROM associations ORDER BY id`,
    `INSERT INTO membership_requests (user_id, association_id, membership_type_id, institute, batch, roll_number)
     SELECT u.id, a.id, t.id, 'Institute', (2000 + u.id % 3)::text, 'R' || u.id
     FROM users u CROSS JOIN associations a JOIN membership_types t ON t.association_id = a.id ORDER BY a.id, u.id`,
    `INSERT INTO memberships (user_id, association_id, membership_type_id, membership_request_id, serial, start_date)
     SELECT user_id, association_id, membership_type_id, id, row_number() OVER (PARTITION BY association_id ORDER BY id), '2025-01-01'
     FROM membership_requests ORDER BY id`,
    // Three attempts per request; created_at repeats (ties broken by id), offline every third.
    `INSERT INTO transactions (user_id, association_id, membership_request_id, transaction_id, amount, offline, success, status, created_at)
     SELECT user_id, association_id, id, 'PAGE-' || id || '-' || k, 500, id % 3 = 0, k = 3,
            CASE WHEN k = 3 THEN 'success' ELSE 'failed' END, timestamptz '2026-01-01' + (id % 7) * interval '1 hour'
     FROM membership_requests, generate_series(1, 3) AS k`,
  ])
    await sql.raw(statement).execute(db);
  // The association whose lists are paged, and a user of it.
  const { rows } = await sql<{ association: number; member: number }>`
    SELECT (SELECT id FROM associations WHERE name = 'Paging Alumni') AS association,
           (SELECT id FROM users WHERE email = 'page5@example.com') AS member`.execute(db);
  return { association: rows[0].association, user: rows[0].member };
}

describe.each(drivers)('deep pages (%s)', (driver) => {
  let database: Database;
  let association: number;
  let user: number;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ association, user } = await fill(database.db));
  });
  afterAll(async () => database?.close());

  async function memberPages(filter: members.MemberFilter) {
    const total = await members.countMembers(database.db, filter);
    const pages: number[][] = [];
    for (let offset = 0; offset < total + LIMIT; offset += LIMIT) {
      pages.push(
        (await members.listMembers(database.db, filter, { limit: LIMIT, offset, total })).map((r) => r.serial),
      );
    }
    const everything = (await members.listMembers(database.db, filter)).map((r) => r.serial);
    // The first page, read without the total (as the service does, in parallel with the count), is the same.
    expect((await members.listMembers(database.db, filter, { limit: LIMIT, offset: 0 })).map((r) => r.serial)).toEqual(
      pages[0],
    );
    return { total, pages, everything };
  }

  const filters = (): [string, members.MemberFilter][] => [
    ['everyone', { associationId: association, namePattern: null, batch: null }],
    ['a batch', { associationId: association, namePattern: null, batch: '2001' }],
    ['a name', { associationId: association, namePattern: '%rahim%', batch: null }],
  ];

  function expectWalk(label: string, walk: { total: number; pages: number[][]; everything: number[] }) {
    expect({ label, pages: walk.pages.map((p) => p.length <= LIMIT) }).toEqual({
      label,
      pages: walk.pages.map(() => true),
    });
    expect({ label, walked: walk.pages.flat() }).toEqual({ label, walked: walk.everything });
    expect({ label, total: walk.total }).toEqual({ label, total: walk.everything.length });
    expect(walk.pages.at(-1)).toEqual([]);
  }

  it('members: every page with serials 1..n, then with a gap and a custom serial', async () => {
    for (const [label, filter] of filters()) {
      const walk = await memberPages(filter);
      expect(walk.total).toBeGreaterThan(LIMIT);
      expectWalk(`${label}, serials 1..n`, walk);
    }
    // A membership deleted (a gap at 7) and one moved to a custom serial: no longer 1..n.
    await database.db
      .deleteFrom('memberships')
      .where('association_id', '=', association)
      .where('serial', '=', 7)
      .execute();
    await database.db
      .updateTable('memberships')
      .set({ serial: 100 })
      .where('association_id', '=', association)
      .where('serial', '=', 3)
      .execute();
    for (const [label, filter] of filters()) {
      const walk = await memberPages(filter);
      expectWalk(`${label}, with gaps`, walk);
      if (label === 'everyone')
        expect(walk.everything).toEqual([
          1,
          2,
          ...Array.from({ length: 23 - 3 }, (_, i) => i + 4).filter((s) => s !== 7),
          100,
        ]);
    }
  });

  it('transactions: every page, newest first (ties by id), for the association, its pending offline ones and one user', async () => {
    const cases: [string, transactions.TransactionFilter][] = [
      ['association', { associationId: association, page: 1, limit: LIMIT }],
      ['pending offline', { associationId: association, offline: true, success: false, page: 1, limit: LIMIT }],
      ['one user', { userId: user, page: 1, limit: 2 }],
    ];
    for (const [label, filter] of cases) {
      const first = await transactions.listTransactions(database.db, filter);
      const pages: number[][] = [];
      for (let page = 1; page <= Math.ceil(first.count / filter.limit) + 1; page++) {
        pages.push((await transactions.listTransactions(database.db, { ...filter, page })).rows.map((r) => r.id));
      }
      let query = database.db.selectFrom('transactions').select('id');
      if (filter.associationId !== undefined) query = query.where('association_id', '=', filter.associationId);
      if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
      if (filter.offline !== undefined) query = query.where('offline', '=', filter.offline);
      if (filter.success !== undefined) query = query.where('success', '=', filter.success);
      const everything = (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
      expect(first.count).toBeGreaterThan(filter.limit * 2);
      expect({ label, count: first.count }).toEqual({ label, count: everything.length });
      expect({ label, walked: pages.flat() }).toEqual({ label, walked: everything });
      expect(pages.at(-1)).toEqual([]);
    }
  });
});
