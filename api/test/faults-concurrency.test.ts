/*
 * Concurrency on one association: 50 offline approvals and 50 sandbox payments at the same moment,
 * each also sent twice, plus two approvals racing for one custom serial. Serials stay unique and
 * gapless, every request gets exactly one membership, the counter matches: on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SandboxGateway } from '../src/modules/payments/gateways/sandbox';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';
import { addAdmin, createApplication, createAssociation, createMembershipType } from './support/association-fixtures';
import { API } from './support/fixtures';

const EACH = 50;

describe.each(drivers)('simultaneous approvals and payments (%s)', (driver) => {
  let t: TestApp;
  let associationId: number;
  let typeId: number;
  let adminHeaders: Record<string, string>;
  let members: number[];

  beforeAll(async () => {
    t = await createTestApp({ driver });
    associationId = await createAssociation(t.database, { name: 'Busy Association' });
    const admin = await createUser(t.database);
    await addAdmin(t.database, associationId, admin.id);
    adminHeaders = await authHeader(t.app, admin.id);
    typeId = await createMembershipType(t.database, associationId, { fee: 750 });
    members = [];
    for (let i = 0; i < 10; i++) members.push((await createUser(t.database)).id);
  });
  afterAll(async () => t?.close());

  async function pendingTransaction(offline: boolean, n: number) {
    const userId = members[n % members.length];
    const requestId = await createApplication(t.database, { userId, associationId, typeId, roll_number: String(n) });
    const row = await t.app.db
      .insertInto('transactions')
      .values({
        user_id: userId,
        association_id: associationId,
        membership_request_id: requestId,
        transaction_id: `CONC-${driver}-${offline ? 'OFF' : 'ON'}-${n}-${Math.random().toString(36).slice(2, 8)}`,
        amount: 750,
        offline,
        gateway: offline ? 'offline' : 'sandbox',
        base_url: 'http://localhost:8080/associations/1/memberships/1',
      })
      .returning(['id', 'transaction_id', 'membership_request_id'])
      .executeTakeFirstOrThrow();
    return row;
  }

  it(`${EACH} approvals and ${EACH} payments at once, each sent twice: unique gapless serials, one membership per request`, async () => {
    const offline = await Promise.all(Array.from({ length: EACH }, (_, n) => pendingTransaction(true, n)));
    const online = await Promise.all(Array.from({ length: EACH }, (_, n) => pendingTransaction(false, n)));
    const gateway = t.app.paymentGateway as SandboxGateway;
    const approve = (id: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/transactions/memberships/${id}/approve/`,
        headers: adminHeaders,
        payload: { transaction_date: '2026-01-10', transaction_method: 'Cash' },
      });
    const complete = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/payments/sandbox/checkout/${reference}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          outcome: 'success',
          amount: '750.00',
          signature: gateway.sign(reference, 'success', 750),
        }).toString(),
      });

    type Answer = { kind: 'approve' | 'pay'; tx: number; status: number; detail: string };
    const approved = (id: number) =>
      approve(id).then((r): Answer => ({
        kind: 'approve',
        tx: id,
        status: r.statusCode,
        detail: String(r.json().code ?? ''),
      }));
    const paid = (tx: { id: number; transaction_id: string }) =>
      complete(tx.transaction_id).then((r): Answer => ({
        kind: 'pay',
        tx: tx.id,
        status: r.statusCode,
        detail: String(r.headers.location),
      }));
    const calls = [
      ...offline.flatMap((tx) => [approved(tx.id), approved(tx.id)]),
      ...online.flatMap((tx) => [paid(tx), paid(tx)]),
    ];
    const results = await Promise.all(calls);

    // Each offline transaction: one 200 and one 409 ALREADY_APPROVED.
    for (const tx of offline) {
      const answers = results
        .filter((r) => r.kind === 'approve' && r.tx === tx.id)
        .map((r) => `${r.status} ${r.detail}`.trim())
        .sort();
      expect(answers).toEqual(['200', '409 ALREADY_APPROVED']);
    }
    // Each payment: both answers send the browser back with success=1.
    expect(
      results.filter((r) => r.kind === 'pay').every((r) => r.status === 303 && r.detail.endsWith('success=1')),
    ).toBe(true);

    const memberships = await t.app.db
      .selectFrom('memberships')
      .select(['serial', 'membership_request_id'])
      .where('association_id', '=', associationId)
      .execute();
    expect(memberships).toHaveLength(2 * EACH);
    expect(memberships.map((m) => m.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 2 * EACH }, (_, i) => i + 1),
    );
    expect(new Set(memberships.map((m) => m.membership_request_id)).size).toBe(2 * EACH);
    const association = await t.app.db
      .selectFrom('associations')
      .select('last_serial')
      .where('id', '=', associationId)
      .executeTakeFirstOrThrow();
    expect(association.last_serial).toBe(2 * EACH);
    const statuses = await t.app.db
      .selectFrom('transactions')
      .select(['status', 'success'])
      .where('association_id', '=', associationId)
      .execute();
    expect(statuses.every((s) => s.status === 'success' && s.success)).toBe(true);
  }, 180_000);

  it('two approvals racing for one custom serial: one gets it, the other 409 SERIAL_TAKEN and nothing is written for it', async () => {
    const [a, b] = [await pendingTransaction(true, 1000), await pendingTransaction(true, 1001)];
    const body = { transaction_date: '2026-01-10', transaction_method: 'Bank', membership_serial: 5000 };
    const [ra, rb] = await Promise.all(
      [a, b].map((tx) =>
        t.app.inject({
          method: 'PATCH',
          url: `${API}/transactions/memberships/${tx.id}/approve/`,
          headers: adminHeaders,
          payload: body,
        }),
      ),
    );
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? { response: ra, tx: a } : { response: rb, tx: b };
    expect(loser.response.json()).toMatchObject({
      code: 'SERIAL_TAKEN',
      membership_serial: [expect.stringContaining('5000')],
    });
    const loserRow = await t.app.db
      .selectFrom('transactions')
      .select(['status', 'approved_by'])
      .where('id', '=', loser.tx.id)
      .executeTakeFirstOrThrow();
    expect(loserRow).toEqual({ status: 'pending', approved_by: null });
    const holders = await t.app.db
      .selectFrom('memberships')
      .select('id')
      .where('association_id', '=', associationId)
      .where('serial', '=', 5000)
      .execute();
    expect(holders).toHaveLength(1);
    // The loser can still be approved, with the next serial.
    const retry = await t.app.inject({
      method: 'PATCH',
      url: `${API}/transactions/memberships/${loser.tx.id}/approve/`,
      headers: adminHeaders,
      payload: { transaction_date: '2026-01-10', transaction_method: 'Bank' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().membership.serial).toBe(5001);
  }, 60_000);
});
