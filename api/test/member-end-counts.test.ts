/*
 * The trigger-kept member_end_counts (migration 2026-11-22T1800) against the count it replaces:
 * after every kind of change to memberships, the counter table equals a rebuild from the memberships,
 * and the active count it gives on any date equals "distinct users with a membership not ended then".
 * On PostgreSQL, two transactions adding a membership of the same member at once count them once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { today } from '../src/lib/business-dates';
import { createTestDatabase, createUser, drivers } from './helpers';
import {
  createApplication,
  createAssociation,
  createMembershipType,
  daysFromToday,
} from './support/association-fixtures';

const DATES = [
  daysFromToday(-4000),
  daysFromToday(-31),
  daysFromToday(-1),
  today(),
  daysFromToday(1),
  daysFromToday(200),
  daysFromToday(5000),
];

type Counts = Record<string, number>;

/** `association_id/ends -> n` of the counter table (zero rows would be dropped by the triggers). */
async function counters(database: Database): Promise<Counts> {
  const { rows } = await sql<{ association_id: number; ends: string; n: number }>`
    SELECT association_id, ends::text AS ends, n FROM member_end_counts ORDER BY 1, 2`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [`${r.association_id}/${r.ends}`, Number(r.n)]));
}

/** The same, computed from scratch. */
async function rebuilt(database: Database): Promise<Counts> {
  const { rows } = await sql<{ association_id: number; ends: string; n: number }>`
    SELECT association_id, ends::text AS ends, count(*)::integer AS n FROM (
      SELECT association_id, CASE WHEN bool_or(end_date IS NULL) THEN 'infinity'::date ELSE max(end_date) END AS ends
      FROM memberships GROUP BY association_id, user_id
    ) latest GROUP BY 1, 2 ORDER BY 1, 2`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [`${r.association_id}/${r.ends}`, Number(r.n)]));
}

/** Active members on `on` per association, from the counters and from the memberships directly. */
async function activeCounts(database: Database, on: string) {
  const fromCounters = await sql<{ association_id: number; n: number }>`
    SELECT association_id, sum(n)::integer AS n FROM member_end_counts WHERE ends >= ${on}::date GROUP BY 1 ORDER BY 1`.execute(
    database.db,
  );
  const direct = await sql<{ association_id: number; n: number }>`
    SELECT association_id, count(DISTINCT user_id)::integer AS n FROM memberships
    WHERE end_date IS NULL OR end_date >= ${on}::date GROUP BY 1 ORDER BY 1`.execute(database.db);
  const shape = (rows: { association_id: number; n: number }[]) => rows.map((r) => [r.association_id, Number(r.n)]);
  return { on, fromCounters: shape(fromCounters.rows), direct: shape(direct.rows) };
}

describe.each(drivers)('member_end_counts (%s)', (driver) => {
  let database: Database;
  let a: number;
  let b: number;
  let typeA: number;
  let typeB: number;
  let users: number[];
  let serial = 0;

  /** Memberships inserted in ONE statement: `[userId, associationId, end_date]`. */
  async function insert(rows: [number, number, string | null][]): Promise<number[]> {
    const values = [];
    for (const [userId, associationId, end] of rows) {
      const typeId = associationId === a ? typeA : typeB;
      const requestId = await createApplication(database, { userId, associationId, typeId });
      values.push({
        user_id: userId,
        association_id: associationId,
        membership_type_id: typeId,
        membership_request_id: requestId,
        serial: ++serial,
        start_date: '2020-01-01',
        end_date: end,
      });
    }
    const inserted = await database.db.insertInto('memberships').values(values).returning('id').execute();
    return inserted.map((r) => r.id);
  }

  async function expectConsistent(step: string) {
    expect({ step, counters: await counters(database) }).toEqual({ step, counters: await rebuilt(database) });
    for (const on of DATES) {
      const counts = await activeCounts(database, on);
      expect({ step, ...counts, fromCounters: counts.fromCounters.filter(([, n]) => n > 0) }).toEqual({
        step,
        ...counts,
        fromCounters: counts.direct,
      });
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    a = await createAssociation(database, { name: 'Counter Alumni A' });
    b = await createAssociation(database, { name: 'Counter Alumni B' });
    typeA = await createMembershipType(database, a);
    typeB = await createMembershipType(database, b);
    users = [];
    for (let i = 0; i < 6; i++) users.push((await createUser(database)).id);
  });
  afterAll(async () => database?.close());

  it('follows inserts, renewals, several rows of one member in one statement, updates, deletes and cascades', async () => {
    const [u1, u2, u3, u4, u5, u6] = users;
    await expectConsistent('empty');

    await insert([[u1, a, daysFromToday(100)]]);
    await insert([[u2, a, null]]);
    await insert([[u3, a, daysFromToday(-10)]]);
    await insert([[u1, b, daysFromToday(-500)]]);
    await expectConsistent('single inserts');
    expect(await counters(database)).toEqual({
      [`${a}/${daysFromToday(-10)}`]: 1,
      [`${a}/${daysFromToday(100)}`]: 1,
      [`${a}/infinity`]: 1,
      [`${b}/${daysFromToday(-500)}`]: 1,
    });

    // A renewal: u3's latest end moves from the past to next year (and u3 counts once).
    const [renewal] = await insert([[u3, a, daysFromToday(365)]]);
    // Two memberships of one member, and one of another, in a single statement.
    await insert([
      [u4, a, daysFromToday(30)],
      [u4, a, daysFromToday(60)],
      [u5, b, null],
    ]);
    await expectConsistent('renewal and multi-row insert');

    // Ends changed: shortened into the past, made lifetime, and a lifetime one given an end.
    await database.db
      .updateTable('memberships')
      .set({ end_date: daysFromToday(-2) })
      .where('id', '=', renewal)
      .execute();
    await database.db
      .updateTable('memberships')
      .set({ end_date: null })
      .where('user_id', '=', u4)
      .where('association_id', '=', a)
      .execute();
    await database.db
      .updateTable('memberships')
      .set({ end_date: daysFromToday(10) })
      .where('user_id', '=', u2)
      .execute();
    await expectConsistent('end dates changed');

    // A membership moved to another member and to another association.
    const [moving] = await insert([[u6, a, daysFromToday(90)]]);
    await database.db.updateTable('memberships').set({ user_id: u1 }).where('id', '=', moving).execute();
    await database.db
      .updateTable('memberships')
      .set({ association_id: b, membership_type_id: typeB })
      .where('id', '=', moving)
      .execute();
    await expectConsistent('moved');

    // One of u4's two memberships deleted (u4 stays), then u3's latest (u3 falls back to the earlier one).
    const [first] = await database.db
      .selectFrom('memberships')
      .select('id')
      .where('user_id', '=', u4)
      .orderBy('id')
      .limit(1)
      .execute();
    await database.db.deleteFrom('memberships').where('id', '=', first.id).execute();
    await database.db.deleteFrom('memberships').where('id', '=', renewal).execute();
    await expectConsistent('deleted');

    // Cascades: a user deleted (all their memberships), then a whole association.
    await database.db.deleteFrom('users').where('id', '=', u1).execute();
    await expectConsistent('user deleted');
    await database.db.deleteFrom('associations').where('id', '=', b).execute();
    await expectConsistent('association deleted');
    expect(Object.keys(await counters(database)).every((key) => key.startsWith(`${a}/`))).toBe(true);

    await sql`TRUNCATE memberships CASCADE`.execute(database.db);
    expect(await counters(database)).toEqual({});
  });

  if (driver === 'postgres') {
    it('counts a member once when two transactions add their memberships at the same time', async () => {
      const association = await createAssociation(database, { name: 'Counter Race Alumni' });
      const type = await createMembershipType(database, association);
      const member = (await createUser(database)).id;
      const requests = [
        await createApplication(database, { userId: member, associationId: association, typeId: type }),
        await createApplication(database, { userId: member, associationId: association, typeId: type }),
      ];
      const add = (trx: typeof database.db, i: number) =>
        trx
          .insertInto('memberships')
          .values({
            user_id: member,
            association_id: association,
            membership_type_id: type,
            membership_request_id: requests[i],
            serial: i + 1,
            start_date: '2026-01-01',
            end_date: daysFromToday(100 + i),
          })
          .execute();

      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstInserted!: () => void;
      const firstHasInserted = new Promise<void>((resolve) => (firstInserted = resolve));
      const first = database.db.transaction().execute(async (trx) => {
        await add(trx, 0);
        firstInserted();
        await firstMayCommit;
      });
      await firstHasInserted;
      let secondDone = false;
      const second = database.db
        .transaction()
        .execute(async (trx) => add(trx, 1))
        .then(() => {
          secondDone = true;
        });
      // The second insert has run its statement: it either finished or waits for the first's lock.
      for (;;) {
        if (secondDone) break;
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::integer AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(database.db);
        if (Number(rows[0].n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      releaseFirst();
      await Promise.all([first, second]);

      expect(await counters(database)).toEqual(await rebuilt(database));
      const active = await activeCounts(database, today());
      expect(active.fromCounters.find(([id]) => id === association)).toEqual([association, 1]);
    });
  }
});
