/*
 * The admin's dashboard (issue 36, item 7) against a fixture whose figures are known: memberships and
 * payments on both sides of month edges in Asia/Dhaka (UTC evening is the next Dhaka day), a refund
 * the month after its payment, a member with two memberships, and the status edges (ending today,
 * ending in exactly 30 days, ended yesterday, for life). The clock is injected: today is 1 April 2026
 * in Dhaka while it is still 31 March in UTC.
 */
import { rmSync } from 'node:fs';
import type { AssociationDashboard } from '@alumni/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/database';
import { REBUILD_MONTH_FIGURES } from '../src/db/migrations/2026-11-27T2200-association-month-figures';
import type { TransactionStatus } from '../src/db/types';
import { authHeader, createTestDatabase, createUser, drivers, RELAXED_RATE_LIMITS, testConfig } from './helpers';
import {
  createAdmin,
  createApplication,
  createAssociation,
  createMembershipType,
} from './support/association-fixtures';

const NOW = new Date('2026-03-31T20:00:00Z'); // 2026-04-01 02:00 in Dhaka

type Tx = {
  user: number;
  amount: number;
  status: TransactionStatus;
  offline?: boolean;
  date?: string;
  refundedAt?: string;
};

describe.each(drivers)('GET /associations/:id/dashboard (%s)', (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let config: Config;
  let a: number;
  let b: number;
  let typeA: number;
  let typeB: number;
  let admin: { id: number };
  let serial = 0;
  let refundPendingId = 0;
  let now = NOW;

  async function membership(associationId: number, userId: number, endDate: string | null, createdAt: string) {
    const typeId = associationId === a ? typeA : typeB;
    const requestId = await createApplication(database, { userId, associationId, typeId });
    await database.db
      .insertInto('memberships')
      .values({
        user_id: userId,
        association_id: associationId,
        membership_type_id: typeId,
        membership_request_id: requestId,
        serial: ++serial,
        start_date: createdAt.slice(0, 10),
        end_date: endDate,
        created_at: createdAt,
      })
      .execute();
  }

  async function payment(associationId: number, tx: Tx): Promise<number> {
    const typeId = associationId === a ? typeA : typeB;
    const requestId = await createApplication(database, { userId: tx.user, associationId, typeId });
    const refunded = tx.status.startsWith('refund');
    const row = await database.db
      .insertInto('transactions')
      .values({
        user_id: tx.user,
        association_id: associationId,
        membership_request_id: requestId,
        transaction_id: `DASH-${associationId}-${++serial}`,
        amount: tx.amount,
        offline: tx.offline ?? false,
        gateway: tx.offline ? 'offline' : 'sandbox',
        status: tx.status,
        success: tx.status === 'success',
        transaction_date: tx.date ?? null,
        refund_amount: refunded ? tx.amount : null,
        refund_requested_at: refunded ? tx.date : null,
        refunded_at: tx.refundedAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const get = async (id: number, userId?: number) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/associations/${id}/dashboard/`,
      headers: userId === undefined ? {} : await authHeader(app, userId),
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    config = testConfig();
    app = await buildApp({ config, database, logger: false, rateLimits: RELAXED_RATE_LIMITS, clock: () => now });
    a = await createAssociation(database, { name: 'Dashboard Alumni A' });
    b = await createAssociation(database, { name: 'Dashboard Alumni B' });
    typeA = await createMembershipType(database, a);
    typeB = await createMembershipType(database, b);
    admin = await createAdmin(database, a);
    const u: number[] = [];
    for (let i = 0; i < 8; i++) u.push((await createUser(database)).id);
    const [u1, u2, u3, u4, u5, u6, u7, u8] = u;

    // Members (end date, created at): Dhaka is UTC+6, so 18:00 UTC is the next Dhaka day.
    await membership(a, u1, null, '2026-03-31T19:00:00Z'); // lifetime; new in April (Dhaka)
    await membership(a, u2, '2026-04-01', '2026-03-31T17:59:00Z'); // ends today: expiring; new in March
    await membership(a, u3, '2026-05-01', '2025-04-30T18:00:00Z'); // ends in exactly 30 days; new in May 2025
    await membership(a, u4, '2026-05-02', '2025-04-30T17:59:00Z'); // active, not expiring; before the 12 months
    await membership(a, u5, '2026-03-31', '2025-12-15T06:00:00Z'); // ended yesterday
    await membership(a, u6, '2026-04-10', '2026-02-10T06:00:00Z'); // expiring, but ...
    await membership(a, u6, null, '2026-02-11T06:00:00Z'); // ... also for life: active, not expiring
    await membership(a, u7, '2026-01-01', '2026-01-10T06:00:00Z'); // expired, and ...
    await membership(a, u7, '2026-04-20', '2026-01-11T06:00:00Z'); // ... renewed: expiring, counted once
    await membership(b, u8, null, '2026-03-15T06:00:00Z'); // another association

    // Payments.
    await payment(a, { user: u1, amount: 500, status: 'success', date: '2026-03-31T18:30:00Z' }); // April
    await payment(a, { user: u2, amount: 1000, status: 'success', offline: true, date: '2026-03-31T00:00:00Z' }); // March
    // Paid in February (Dhaka), refunded on 1 March (Dhaka): +700 in February, -700 in March.
    await payment(a, {
      user: u3,
      amount: 700,
      status: 'refunded',
      date: '2026-02-28T17:00:00Z',
      refundedAt: '2026-02-28T18:30:00Z',
    });
    refundPendingId = await payment(a, {
      user: u4,
      amount: 300,
      status: 'refund_pending',
      date: '2026-03-10T06:00:00Z',
    });
    await payment(a, { user: u5, amount: 200, status: 'refund_failed', date: '2026-01-05T06:00:00Z' }); // kept: January
    await payment(a, { user: u6, amount: 999, status: 'pending' });
    await payment(a, { user: u6, amount: 100, status: 'failed', date: '2026-03-20T06:00:00Z' });
    await payment(a, { user: u7, amount: 400, status: 'pending', offline: true });
    await payment(a, { user: u8, amount: 400, status: 'pending', offline: true });
    await payment(a, { user: u7, amount: 50, status: 'success', date: '2025-04-30T17:59:00Z' }); // April 2025: out
    await payment(a, { user: u7, amount: 60, status: 'success', date: '2025-04-30T18:00:00Z' }); // May 2025
    await payment(b, { user: u8, amount: 10_000, status: 'success', date: '2026-03-15T06:00:00Z' });
    await payment(b, { user: u8, amount: 10_000, status: 'pending', offline: true });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  const month = (m: string, new_members: number, revenue: number) => ({ month: m, new_members, revenue });

  it("gives the association's admin its figures in Dhaka dates, the 12 months zero-filled", async () => {
    const res = await get(a, admin.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<AssociationDashboard>();
    expect(body).toEqual({
      today: '2026-04-01',
      active_members: 6,
      expiring_members: 3,
      expiring_within_days: 30,
      pending_offline_approvals: 2,
      this_month: month('2026-04', 1, 500),
      months: [
        month('2025-05', 1, 60),
        month('2025-06', 0, 0),
        month('2025-07', 0, 0),
        month('2025-08', 0, 0),
        month('2025-09', 0, 0),
        month('2025-10', 0, 0),
        month('2025-11', 0, 0),
        month('2025-12', 1, 0),
        month('2026-01', 2, 200),
        month('2026-02', 2, 700),
        month('2026-03', 1, 1000 + 300 - 700),
        month('2026-04', 1, 500),
      ],
    });
  });

  it('follows a refund settled later, an approval and a deleted membership', async () => {
    await database.db
      .updateTable('transactions')
      .set({ status: 'refunded', refunded_at: '2026-04-05T06:00:00Z' })
      .where('id', '=', refundPendingId)
      .execute();
    await database.db
      .updateTable('transactions')
      .set({ status: 'success', success: true, transaction_date: '2026-04-01T00:00:00Z' })
      .where('association_id', '=', a)
      .where('offline', '=', true)
      .where('status', '=', 'pending')
      .execute();
    await database.db
      .deleteFrom('memberships')
      .where('association_id', '=', a)
      .where('created_at', '=', '2025-12-15T06:00:00Z')
      .execute();
    const body = (await get(a, admin.id)).json<AssociationDashboard>();
    expect(body.pending_offline_approvals).toBe(0);
    expect(body.this_month).toEqual(month('2026-04', 1, 500 - 300 + 400 + 400));
    expect(body.months.find((m) => m.month === '2026-03')).toEqual(month('2026-03', 1, 600));
    expect(body.months.find((m) => m.month === '2025-12')).toEqual(month('2025-12', 0, 0));
    expect(body.active_members).toBe(6);

    // The counters equal a rebuild from scratch.
    const snapshot = async () =>
      (
        await sql<{ association_id: number; month: string; new_members: number; revenue: number }>`
          SELECT association_id, month::text AS month, new_members, revenue FROM association_month_figures
          WHERE new_members <> 0 OR revenue <> 0 ORDER BY 1, 2`.execute(database.db)
      ).rows.map((r) => [r.association_id, r.month, Number(r.new_members), Number(r.revenue)]);
    const kept = await snapshot();
    await sql`DELETE FROM association_month_figures`.execute(database.db);
    await sql.raw(REBUILD_MONTH_FIGURES).execute(database.db);
    expect(await snapshot()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(5);
  });

  it('answers only its admins and the super admin (others 404, signed out 401)', async () => {
    const superAdmin = await createUser(database, { is_superuser: true });
    const stranger = await createUser(database);
    const otherAdmin = await createAdmin(database, b);
    expect((await get(a)).statusCode).toBe(401);
    expect((await get(a, stranger.id)).statusCode).toBe(404);
    expect((await get(a, otherAdmin.id)).statusCode).toBe(404);
    expect((await get(a, superAdmin.id)).statusCode).toBe(200);
    expect((await get(999_999, superAdmin.id)).statusCode).toBe(404);
    const other = (await get(b, otherAdmin.id)).json<AssociationDashboard>();
    expect(other.pending_offline_approvals).toBe(1);
    expect((await get(0, superAdmin.id)).statusCode).toBe(400);
  });

  it('counts on a leap day: the 12 months end with February, only lifetime members are still active', async () => {
    now = new Date('2028-02-29T05:00:00Z');
    const body = (await get(a, admin.id)).json<AssociationDashboard>();
    expect(body.today).toBe('2028-02-29');
    expect(body.months.map((m) => m.month)).toEqual([
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
      '2027-12',
      '2028-01',
      '2028-02',
    ]);
    expect(body.this_month).toEqual(month('2028-02', 0, 0));
    expect([body.active_members, body.expiring_members]).toEqual([2, 0]);
    now = NOW;
  });
});
