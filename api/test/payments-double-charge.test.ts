/*
 * One charge per membership request (issue 15): asking again for a request with a pending online
 * payment answers that payment; a second payment the gateway confirmed for a request already paid is
 * refunded through the gateway, recorded, and shown to the member and the admin. Sequential and raced.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { settlePendingRefunds } from '../src/modules/payments/payments.service';
import { PaymentGatewayError } from '../src/modules/transactions';
import * as repository from '../src/modules/transactions/transactions.repository';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Cast } from './support/cast';
import {
  API,
  RETURN_URL,
  applyFor,
  checkoutForms,
  membershipsOf,
  pay,
  transactionRow,
  approveOffline,
  completeSandboxCheckout,
  copyOpenPayment,
} from './support/fixtures';
import { createMembershipType } from './support/association-fixtures';

describe.each(drivers)('one charge per membership request (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, {
      name: 'Life Member',
      fee: 800,
      duration_month: 1200,
    });
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const complete = (reference: string, fields: Record<string, string>) =>
    completeSandboxCheckout(t.app, reference, fields);
  const successForm = async (reference: string) => {
    const page = await t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    return checkoutForms(page.body).success;
  };
  const refundMails = () =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'message', 'sent_at'])
      .where('subject', 'like', 'Your second payment%')
      .orderBy('id')
      .execute();
  const transactionsOf = (requestId: number) =>
    t.app.db
      .selectFrom('transactions')
      .selectAll()
      .where('membership_request_id', '=', requestId)
      .orderBy('id')
      .execute();

  /** Two sessions opened at the gateway for one request, as before this fix (or on two instances' old code). */
  async function twoOpenPayments() {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = (await pay(t.app, cast.user, requestId, false)).json<{ id: number; transaction_id: string }>();
    const second = await copyOpenPayment(t, first.id, 'X');
    return { requestId, first, second };
  }

  it('five creations at once make one transaction: one 201, four 200 with the same id and payment_url', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(t.app, cast.user, requestId, false)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const bodies = answers.map((a) => a.json<{ id: number; payment_url: string }>());
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.payment_url)).size).toBe(1);
    expect(bodies[0].payment_url).toMatch(/\/payments\/sandbox\/checkout\/TXN-/);
    expect(await transactionsOf(requestId)).toHaveLength(1);
  });

  it('asked while the first is still opening its checkout: waits for it and answers the same payment', async () => {
    const gateway = t.app.paymentGateway;
    const open = gateway.createCheckout.bind(gateway);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(gateway, 'createCheckout').mockImplementationOnce(async (request) => {
      await held;
      return open(request);
    });
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = pay(t.app, cast.user, requestId, false);
    // The first one's row is in, its checkout not yet.
    while ((await transactionsOf(requestId)).length === 0) await new Promise((r) => setImmediate(r));
    expect((await transactionsOf(requestId))[0].payment_url).toBeNull();
    const polled = jest.spyOn(repository, 'findChargeState');
    const second = pay(t.app, cast.user, requestId, false);
    // The second one is waiting for the first one's checkout.
    while (polled.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await transactionsOf(requestId)).toHaveLength(1);
  });

  it('asked while the first one’s checkout fails: both answer 502, nothing stays open', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
    jest.spyOn(t.app.paymentGateway, 'createCheckout').mockImplementationOnce(() => refused);
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = pay(t.app, cast.user, requestId, false);
    while ((await transactionsOf(requestId)).length === 0) await new Promise((r) => setImmediate(r));
    const polled = jest.spyOn(repository, 'findChargeState');
    const second = pay(t.app, cast.user, requestId, false);
    while (polled.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
    refuse(new PaymentGatewayError('Store is De-active'));
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual([
      [502, 'PAYMENT_GATEWAY_UNAVAILABLE'],
      [502, 'PAYMENT_GATEWAY_UNAVAILABLE'],
    ]);
    expect((await transactionsOf(requestId)).map((r) => r.status)).toEqual(['failed']);
  });

  it('asked again later: the same pending payment (200); once paid: 409 ALREADY_PAID; offline too', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = await pay(t.app, cast.user, requestId, false);
    expect(first.statusCode).toBe(201);
    const again = await pay(t.app, cast.user, requestId, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const { transaction_id: reference } = first.json<{ transaction_id: string }>();
    expect((await complete(reference, await successForm(reference))).statusCode).toBe(303);
    for (const offline of [false, true]) {
      const paid = await pay(t.app, cast.user, requestId, offline);
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toEqual({
        message: 'This membership request is already paid: the membership is in Your Memberships.',
        code: 'ALREADY_PAID',
      });
    }
    expect(await transactionsOf(requestId)).toHaveLength(1);
  });

  it('a payment opened before its address was kept is not answered again: a new one is opened', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const old = (await pay(t.app, cast.user, requestId, false)).json<{ id: number }>();
    await t.app.db.updateTable('transactions').set({ payment_url: null }).where('id', '=', old.id).execute();
    const next = await pay(t.app, cast.user, requestId, false);
    expect(next.statusCode).toBe(201);
    expect(next.json<{ id: number }>().id).not.toBe(old.id);
  });

  it('a cancelled payment leaves room for a new one (201, a new id)', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = (await pay(t.app, cast.user, requestId, false)).json<{ id: number; transaction_id: string }>();
    const page = await t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout/${first.transaction_id}` });
    await complete(first.transaction_id, checkoutForms(page.body).cancelled);
    const next = await pay(t.app, cast.user, requestId, false);
    expect(next.statusCode).toBe(201);
    expect(next.json<{ id: number }>().id).not.toBe(first.id);
  });

  it('a second payment, after the first: refunded through the gateway once, recorded, one membership', async () => {
    const refund = jest.spyOn(t.app.paymentGateway, 'refund');
    const { requestId, first, second } = await twoOpenPayments();
    const mailsBefore = (await refundMails()).length;
    const firstForm = await successForm(first.transaction_id);
    const secondForm = await successForm(second.transaction_id);

    expect((await complete(first.transaction_id, firstForm)).headers.location).toBe(`${RETURN_URL}&success=1`);
    // The member is sent back as paid: the membership exists; this payment is given back.
    expect((await complete(second.transaction_id, secondForm)).headers.location).toBe(`${RETURN_URL}&success=1`);

    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    expect(await transactionRow(t, first.id)).toMatchObject({ status: 'success', success: true });
    const refunded = await transactionRow(t, second.id);
    expect(refunded).toMatchObject({
      status: 'refunded',
      success: false,
      platform_transaction_id: `SBX-${second.transaction_id}`,
      refund_reference: `SBX-REFUND-${second.transaction_id}`,
      refund_amount: 800,
      refund_reason: null,
    });
    expect(refunded.refunded_at).toEqual(expect.any(String));
    // The member is told, once.
    const mails = (await refundMails()).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: cast.user.email,
      subject: 'Your second payment of BDT 800.00 was refunded',
      sent_at: expect.any(String),
    });
    expect(Buffer.from(mails[0].message).toString('utf8')).toContain(`SBX-REFUND-${second.transaction_id}`);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({
      transactionId: second.transaction_id,
      gatewayReference: `SBX-${second.transaction_id}`,
      amount: 800,
      remarks: expect.stringContaining('already paid'),
    });

    // The same confirmation again, even many at once: nothing more is refunded or made.
    await Promise.all(Array.from({ length: 5 }, () => complete(second.transaction_id, secondForm)));
    await complete(first.transaction_id, firstForm);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    expect((await transactionRow(t, second.id)).status).toBe('refunded');
    expect(await refundMails()).toHaveLength(mailsBefore + 1);
  });

  it('two payments confirmed at once: exactly one membership and exactly one refund', async () => {
    const refund = jest.spyOn(t.app.paymentGateway, 'refund');
    const { requestId, first, second } = await twoOpenPayments();
    const forms = [await successForm(first.transaction_id), await successForm(second.transaction_id)];
    const answers = await Promise.all([
      complete(first.transaction_id, forms[0]),
      complete(second.transaction_id, forms[1]),
      complete(first.transaction_id, forms[0]),
      complete(second.transaction_id, forms[1]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303, 303]);
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    const rows = await transactionsOf(requestId);
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'success']);
    expect(refund).toHaveBeenCalledTimes(1);
    const membership = (await membershipsOf(t, requestId))[0];
    expect(membership.transaction_id).toBe(rows.find((r) => r.status === 'success')?.id);
  });

  it('a payment after an offline approval is refunded too', async () => {
    const { requestId, first, second } = await twoOpenPayments();
    const offline = await pay(t.app, cast.user, requestId, true);
    expect(offline.statusCode).toBe(201);
    const approved = await approveOffline(t.app, cast.associationAdmin, offline.json<{ id: number }>().id, {
      transaction_date: '2026-01-05',
      transaction_method: 'Cash',
    });
    expect(approved.statusCode).toBe(200);
    await complete(first.transaction_id, await successForm(first.transaction_id));
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    expect((await transactionRow(t, first.id)).status).toBe('refunded');
    expect((await transactionRow(t, second.id)).status).toBe('pending');
  });

  it('a gateway that cannot be reached: refund_pending with the reason, settled by the next refund check', async () => {
    const refund = jest
      .spyOn(t.app.paymentGateway, 'refund')
      .mockRejectedValueOnce(new PaymentGatewayError('The payment provider could not be reached: timeout'));
    const { requestId, first, second } = await twoOpenPayments();
    await complete(first.transaction_id, await successForm(first.transaction_id));
    await complete(second.transaction_id, await successForm(second.transaction_id));
    const waiting = await transactionRow(t, second.id);
    expect(waiting).toMatchObject({
      status: 'refund_pending',
      refund_reference: null,
      refund_reason: 'The payment provider could not be reached: timeout',
    });

    const deps = { db: t.app.db, log: t.app.log, gateway: t.app.paymentGateway };
    // Too soon: left alone.
    expect(await settlePendingRefunds(deps, new Date())).toBe(0);
    const later = new Date(Date.now() + 6 * 60_000);
    // Two instances checking at the same moment ask the gateway once between them.
    const asked = await Promise.all([settlePendingRefunds(deps, later), settlePendingRefunds(deps, later)]);
    expect(asked[0] + asked[1]).toBe(1);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await transactionRow(t, second.id)).toMatchObject({
      status: 'refunded',
      refund_reference: `SBX-REFUND-${second.transaction_id}`,
      refund_reason: null,
    });
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
  });

  it('a refund the gateway refuses: refund_failed with its reason', async () => {
    jest
      .spyOn(t.app.paymentGateway, 'refund')
      .mockResolvedValueOnce({ outcome: 'failed', reference: null, reason: 'Refund window closed' });
    const { first, second } = await twoOpenPayments();
    await complete(first.transaction_id, await successForm(first.transaction_id));
    await complete(second.transaction_id, await successForm(second.transaction_id));
    expect(await transactionRow(t, second.id)).toMatchObject({
      status: 'refund_failed',
      refund_reason: 'Refund window closed',
      refunded_at: null,
    });
  });

  it('shows the refund to the member and to the association’s admins', async () => {
    const { first, second } = await twoOpenPayments();
    await complete(first.transaction_id, await successForm(first.transaction_id));
    await complete(second.transaction_id, await successForm(second.transaction_id));

    const expected = {
      transaction_id: second.transaction_id,
      status: 'refunded',
      success: false,
      amount: 800,
      refund: {
        amount: 800,
        reference: `SBX-REFUND-${second.transaction_id}`,
        refunded_at: expect.any(String),
        reason: null,
      },
    };
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/user/transactions/memberships/`,
      headers: cast.user.headers,
    });
    expect(mine.json<{ results: unknown[] }>().results).toContainEqual(expect.objectContaining(expected));
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/transactions/memberships/?offline=false`,
      headers: cast.associationAdmin.headers,
    });
    expect(theirs.json<{ results: unknown[] }>().results).toContainEqual(expect.objectContaining(expected));
    const paidOne = theirs
      .json<{ results: { transaction_id: string; refund: unknown }[] }>()
      .results.find((r) => r.transaction_id === first.transaction_id);
    expect(paidOne?.refund).toBeNull();
  });
});
