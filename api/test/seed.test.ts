import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { seedDemo } from '../src/modules/demo-data';
import { createTestApp, createTestDatabase, drivers, login, type TestApp } from './helpers';
import { API } from './support/fixtures';

describe.each(drivers)('the demo data set (%s)', (driver) => {
  let t: TestApp;
  let seconds: number;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    const started = Date.now();
    await seedDemo(t.database.db, { dataDir: t.config.dataDir });
    seconds = (Date.now() - started) / 1000;
  });
  afterAll(async () => t?.close());

  const db = () => t.app.db;
  const signIn = async (email: string) => ({
    authorization: `Bearer ${(await login(t.app, email, 'Demo12345!')).access}`,
  });

  it('is quick (about 1.5 s alone on PGlite; the bound leaves room for a busy test machine)', () => {
    expect(seconds).toBeLessThan(10);
  });

  it('has several associations, some with Bangla names, each with a stored logo and cover', async () => {
    const associations = await db().selectFrom('associations').select(['name', 'logo', 'cover']).execute();
    expect(associations.length).toBeGreaterThanOrEqual(5);
    expect(associations.some((a) => /[\u0980-\u09FF]/.test(a.name))).toBe(true);
    for (const a of associations) {
      expect(a.logo).toMatch(/^\/media\/logos\/[0-9a-f-]+\.webp$/);
      expect(existsSync(path.join(t.config.dataDir, a.logo!.replace(/^\//, '')))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: a.cover! });
      expect(served.statusCode).toBe(200);
    }
  });

  it('offers a type of each duration with taka fees', async () => {
    const types = await db()
      .selectFrom('membership_types')
      .select(['association_id', 'duration_month', 'fee'])
      .execute();
    const byAssociation = new Map<number, number[]>();
    for (const type of types)
      byAssociation.set(type.association_id, [...(byAssociation.get(type.association_id) ?? []), type.duration_month]);
    for (const durations of byAssociation.values()) expect(durations.sort((a, b) => a - b)).toEqual([1, 12, 24, 1200]);
    expect(types.every((type) => type.fee > 0 && Number.isInteger(type.fee))).toBe(true);
  });

  it('has members with unique serials 1..n per association, and last_serial at n', async () => {
    const rows = await db()
      .selectFrom('associations as a')
      .leftJoin('memberships as m', 'm.association_id', 'a.id')
      .select((eb) => [
        'a.id',
        'a.last_serial',
        eb.fn.count<number>('m.id').as('n'),
        eb.fn.max<number>('m.serial').as('top'),
      ])
      .groupBy(['a.id', 'a.last_serial'])
      .execute();
    for (const row of rows) {
      expect(Number(row.n)).toBeGreaterThan(5);
      expect(row.top).toBe(Number(row.n));
      expect(row.last_serial).toBe(Number(row.n));
    }
    const orphans = await sql<{
      n: number;
    }>`select count(*)::int as n from memberships m join transactions t on t.id = m.transaction_id where t.status <> 'success'`.execute(
      db(),
    );
    expect(orphans.rows[0].n).toBe(0);
  });

  it('gives the secretary offline payments to approve, one with a proof document', async () => {
    const headers = await signIn('secretary@alumni.local');
    const me = (await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers })).json();
    expect(me.association_admins.length).toBe(2);
    const ideal = me.association_admins[0].alumni_association.id;
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${ideal}/transactions/memberships/?offline=true&success=false`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(1);
    const all = await Promise.all(
      me.association_admins.map((entry: { alumni_association: { id: number } }) =>
        t.app.inject({
          method: 'GET',
          url: `${API}/associations/${entry.alumni_association.id}/transactions/memberships/?offline=true&success=false`,
          headers,
        }),
      ),
    );
    const pending = all.flatMap((r) => r.json().results);
    const withProof = pending.find((p: { proof_document: string | null }) => p.proof_document);
    expect(withProof).toBeDefined();
    const proof = await t.app.inject({ method: 'GET', url: withProof.proof_document, headers });
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const approve = await t.app.inject({
      method: 'PATCH',
      url: `${API}/transactions/memberships/${pending.find((p: { user: { email: string } }) => p.user.email !== 'rahim@alumni.local').id}/approve/`,
      headers,
      payload: { transaction_date: '2026-11-20', transaction_method: 'bKash' },
    });
    expect(approve.statusCode).toBe(200);
  });

  it('gives the demo member memberships, transactions, a profile; the other member pending registration requests', async () => {
    const rahim = await signIn('rahim@alumni.local');
    const memberships = (
      await t.app.inject({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: rahim })
    ).json().results;
    expect(memberships.length).toBeGreaterThanOrEqual(2);
    expect(memberships.some((m: { end_date: string | null }) => m.end_date === null)).toBe(true);
    const transactions = (
      await t.app.inject({ method: 'GET', url: `${API}/auth/user/transactions/memberships/`, headers: rahim })
    ).json();
    expect(transactions.results.some((x: { offline: boolean; success: boolean }) => x.offline && !x.success)).toBe(
      true,
    );
    expect(transactions.results.some((x: { offline: boolean; success: boolean }) => !x.offline && x.success)).toBe(
      true,
    );
    const me = (await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers: rahim })).json();
    expect(me.educations.length).toBeGreaterThanOrEqual(2);
    expect(me.contact_details.length).toBeGreaterThanOrEqual(2);

    const nusrat = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nusrat@alumni.local')
      .executeTakeFirstOrThrow();
    const requests = await db()
      .selectFrom('association_registration_requests')
      .select(['is_approved'])
      .where('applicant_id', '=', nusrat.id)
      .execute();
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.every((r) => !r.is_approved)).toBe(true);
  });

  it('is deterministic: a second seed makes the same rows', async () => {
    const other = await createTestDatabase(driver);
    try {
      await seedDemo(other.db);
      const snapshot = async (d: typeof other.db) => ({
        users: await d.selectFrom('users').select(['email', 'first_name', 'phone_number']).orderBy('email').execute(),
        memberships:
          await sql`select u.email, a.name, m.serial, m.start_date, m.end_date from memberships m join users u on u.id = m.user_id join associations a on a.id = m.association_id order by a.name, m.serial`.execute(
            d,
          ),
        transactions:
          await sql`select transaction_id, amount, status, offline, transaction_method from transactions order by transaction_id`.execute(
            d,
          ),
      });
      const mine = await snapshot(db());
      const theirs = await snapshot(other.db);
      expect(theirs.users).toEqual(mine.users);
      expect(theirs.memberships.rows.filter((r) => (r as { serial: number }).serial > 0).length).toBeGreaterThan(0);
      // The approval in an earlier test added one membership and changed one transaction here.
      expect(theirs.memberships.rows.length).toBe(mine.memberships.rows.length - 1);
      expect(theirs.transactions.rows.length).toBe(mine.transactions.rows.length);
    } finally {
      await other.close();
    }
  });
});
