/*
 * Payments an attacker would try, through the sandbox endpoints: a forged success=1 return, a
 * replayed confirmation (also many at once), an amount changed in transit, a confirmation made for
 * another user's transaction. No membership is made or duplicated; every table is compared.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SandboxGateway } from '../src/modules/payments/gateways/sandbox';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Cast } from './support/cast';
import {
  API,
  RETURN_URL,
  membershipsOf,
  payFor,
  transactionRow,
  checkoutForms,
  completeSandboxCheckout,
} from './support/fixtures';
import { createMembershipType, LIFE_MEMBER } from './support/association-fixtures';
import { tableCounts } from './support/table-counts';

describe.each(drivers)('payment attacks (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let webRoot: string;

  beforeAll(async () => {
    // A built shell, so the return address is served as the real site serves it.
    webRoot = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    ({ t, cast } = await createCastApp({ driver, config: { webRoot } }));
    typeId = await createMembershipType(t.database, cast.associationId, { ...LIFE_MEMBER, fee: 1200 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const complete = (reference: string, fields: Record<string, string>) =>
    completeSandboxCheckout(t.app, reference, fields);
  const formsOf = async (paymentUrl: string) =>
    checkoutForms((await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname })).body);
  const lastSerial = async () =>
    (
      await t.app.db
        .selectFrom('associations')
        .select('last_serial')
        .where('id', '=', cast.associationId)
        .executeTakeFirstOrThrow()
    ).last_serial;

  it('a forged success=1 return makes nothing: the flag is for display only', async () => {
    const paying = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const before = await tableCounts(t.app.db);
    for (const url of [
      `${RETURN_URL}&success=1`,
      '/associations/1/memberships/1?success=1',
      '/user/dashboard/memberships?success=1',
    ]) {
      const page = await t.app.inject({
        method: 'GET',
        url: url.replace(/^https?:\/\/[^/]+/, ''),
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
    }
    // Nor does a GET of the confirmation address, or a confirmation with no fields.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/payments/sandbox/checkout/${paying.transaction_id}/complete?outcome=success`,
        })
      ).statusCode,
    ).toBe(404);
    const bare = await complete(paying.transaction_id, {});
    expect(bare.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await transactionRow(t, paying.id)).toMatchObject({ status: 'pending', success: false });
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/user/memberships/`,
      headers: cast.user.headers,
    });
    expect(JSON.stringify(mine.json())).not.toContain('Life Member');
  });

  it('a replayed confirmation, even fifteen at once, makes one membership and takes one serial', async () => {
    const paying = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const forms = await formsOf(paying.payment_url!);
    const serialBefore = await lastSerial();
    const answers = await Promise.all(Array.from({ length: 15 }, () => complete(paying.transaction_id, forms.success)));
    expect(answers.map((a) => a.headers.location)).toEqual(Array(15).fill(`${RETURN_URL}&success=1`));
    expect(await membershipsOf(t, paying.requestId)).toHaveLength(1);
    expect(await lastSerial()).toBe(serialBefore + 1);
    // Later replays, and a late Cancel, change nothing either.
    await complete(paying.transaction_id, forms.success);
    await complete(paying.transaction_id, forms.cancelled);
    expect(await membershipsOf(t, paying.requestId)).toHaveLength(1);
    expect(await transactionRow(t, paying.id)).toMatchObject({ status: 'success', success: true, amount: 1200 });
    expect(await lastSerial()).toBe(serialBefore + 1);
  });

  it('an amount changed in transit is not accepted: altered by the browser, or confirmed for another sum', async () => {
    const paying = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const forms = await formsOf(paying.payment_url!);
    const before = await tableCounts(t.app.db);
    // ('1200' or '1200.001' are the same sum to the cent, and verify as such.)
    for (const amount of ['1.00', '0', '120.00', '1199.99', '1200.01', '-1200.00', '12000.00', '1e3', 'NaN']) {
      const altered = await complete(paying.transaction_id, { ...forms.success, amount });
      expect(altered.headers.location).toBe(`${RETURN_URL}&failed=1`);
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await transactionRow(t, paying.id)).toMatchObject({ status: 'pending', amount: 1200 });

    // The provider itself confirms 1.00 for this transaction (a properly signed, wrong sum): failed, no membership.
    const gateway = t.app.paymentGateway as SandboxGateway;
    const underpaid = await complete(paying.transaction_id, {
      outcome: 'success',
      amount: '1.00',
      signature: gateway.sign(paying.transaction_id, 'success', 1),
    });
    expect(underpaid.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect(await transactionRow(t, paying.id)).toMatchObject({ status: 'failed', success: false, amount: 1200 });
    expect(await membershipsOf(t, paying.requestId)).toHaveLength(0);
    // And the genuine confirmation that comes after it is not applied to an ended payment.
    await complete(paying.transaction_id, forms.success);
    expect(await membershipsOf(t, paying.requestId)).toHaveLength(0);
  });

  it("a confirmation made for another user's transaction pays nothing here", async () => {
    const victim = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const attacker = await payFor(t.app, cast.otherUser, cast.associationId, typeId, false);
    const attackerForms = await formsOf(attacker.payment_url!);
    // The attacker pays their own, then replays that confirmation on the victim's payment...
    await complete(attacker.transaction_id, attackerForms.success);
    const before = await tableCounts(t.app.db);
    const crossed = await complete(victim.transaction_id, attackerForms.success);
    expect(crossed.headers.location).toBe(`${RETURN_URL}&failed=1`);
    // ... and the victim's confirmation on their own (already paid) one.
    const victimForms = await formsOf(victim.payment_url!);
    await complete(attacker.transaction_id, victimForms.success);
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await membershipsOf(t, victim.requestId)).toHaveLength(0);
    expect(await membershipsOf(t, attacker.requestId)).toHaveLength(1);
    expect(await transactionRow(t, victim.id)).toMatchObject({ status: 'pending' });

    // Nor can the attacker start or approve a payment of the victim's request.
    const start = await t.app.inject({
      method: 'POST',
      url: `${API}/transactions/memberships/`,
      headers: cast.otherUser.headers,
      payload: { membership_request: victim.requestId, base_url: RETURN_URL, offline: true },
    });
    expect(start.statusCode).toBe(404);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });
});
