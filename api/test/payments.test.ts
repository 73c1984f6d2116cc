import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { checkoutBn } from '../src/i18n/catalogs/checkout/bn';
import { settlePendingRefunds } from '../src/modules/payments/payments.service';
import { createTestApp, drivers, type TestApp } from './helpers';
import { createCast, createCastApp, type Caller, type Cast } from './support/cast';
import {
  API,
  RETURN_URL,
  SITE,
  applyFor,
  membershipsOf,
  pay,
  payFor,
  transactionRow,
  checkoutForms,
  FORM_POST,
  completeSandboxCheckout,
  copyOpenPayment,
} from './support/fixtures';
import { createMembershipType, HONORARY_MEMBER, LIFE_MEMBER, updateAssociation } from './support/association-fixtures';

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(drivers)('sandbox payments (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let freeTypeId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    await updateAssociation(t.database, cast.associationId, { name: 'Ideal <School> & "College"' });
    typeId = await createMembershipType(t.database, cast.associationId, { ...LIFE_MEMBER, fee: 1200 });
    freeTypeId = await createMembershipType(t.database, cast.associationId, HONORARY_MEMBER);
  });
  afterAll(async () => t?.close());

  const checkoutPath = (paymentUrl: string) => new URL(paymentUrl).pathname;
  const complete = (reference: string, fields: Record<string, string>) =>
    completeSandboxCheckout(t.app, reference, fields);
  async function openCheckout(paymentUrl: string) {
    const page = await t.app.inject({ method: 'GET', url: checkoutPath(paymentUrl) });
    expect(page.statusCode).toBe(200);
    return { page, forms: checkoutForms(page.body) };
  }

  it('the whole flow: create -> checkout page -> Pay -> 303 back with success=1 -> membership serial 1', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const created = await pay(t.app, cast.user, requestId, false);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      transaction_id: expect.stringMatching(/^TXN-\d{8}-[A-Z0-9]{10}$/),
      payment_url: expect.any(String),
    });
    expect(body.payment_url).toBe(`${SITE}/api/v1/payments/sandbox/checkout/${body.transaction_id}`);
    expect(await transactionRow(t, body.id)).toMatchObject({
      status: 'pending',
      success: false,
      offline: false,
      gateway: 'sandbox',
      amount: 1200,
      currency: 'BDT',
      base_url: RETURN_URL,
      gateway_session: `sandbox-${body.transaction_id}`,
    });

    const { page, forms } = await openCheckout(body.payment_url);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('৳ 1,200.00');
    expect(page.body).toContain('Life Member');
    // It says in large letters that it is a test: no money moves.
    expect(page.body).toMatch(/<strong>TEST PAYMENT — no money moves<\/strong>/);
    expect(page.body).toContain('<title>TEST PAYMENT');
    expect(page.body).toContain('Ideal &lt;School&gt; &amp; &quot;College&quot;');
    expect(page.body).not.toContain('<School>');
    expect(page.body).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(Object.keys(forms).sort()).toEqual(['cancelled', 'failed', 'success']);
    expect(forms.success.amount).toBe('1200.00');
    expect(page.body).toContain('<html lang="en">');

    // In the site's language: its `lang` cookie (the switch's choice) before the browser's Accept-Language.
    const bangla = await t.app.inject({
      method: 'GET',
      url: checkoutPath(body.payment_url),
      headers: { cookie: 'lang=bn', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(bangla.body).toContain('<html lang="bn">');
    expect(bangla.body).toContain(`<strong>${checkoutBn['banner.title']}</strong>`);
    expect(bangla.body).toContain(`>${checkoutBn['button.pay']}</button>`);
    expect(bangla.body).toContain('৳ ১,২০০.০০');
    expect(bangla.body).not.toContain('TEST PAYMENT');
    expect(checkoutForms(bangla.body).success.amount).toBe('1200.00');

    const paid = await complete(body.transaction_id, { ...forms.success });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${RETURN_URL}&success=1`);

    const memberships = await membershipsOf(t, requestId);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ serial: 1, user_id: cast.user.id, transaction_id: body.id, end_date: null });
    expect(await transactionRow(t, body.id)).toMatchObject({
      status: 'success',
      success: true,
      platform_transaction_id: `SBX-${body.transaction_id}`,
    });
    expect((await transactionRow(t, body.id)).transaction_date).not.toBeNull();

    // Replays change nothing: still one membership, and the browser still goes back with success=1.
    const replay = await complete(body.transaction_id, { ...forms.success });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`${RETURN_URL}&success=1`);
    const failLater = await complete(body.transaction_id, { ...forms.failed });
    expect(failLater.headers.location).toBe(`${RETURN_URL}&success=1`);
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    expect((await transactionRow(t, body.id)).status).toBe('success');

    // The checkout of a finished payment sends the browser back.
    const again = await t.app.inject({ method: 'GET', url: checkoutPath(body.payment_url) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${RETURN_URL}&success=1`);

    // Paid: a second payment of the same request is refused.
    const second = await pay(t.app, cast.user, requestId, false);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_PAID');
    const offline = await pay(t.app, cast.user, requestId, true);
    expect(offline.statusCode).toBe(409);
  });

  it('forged outcomes change nothing: bad signature, changed amount, another payment’s signature', async () => {
    const a = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const b = await payFor(t.app, cast.otherUser, cast.associationId, typeId, false);
    const formsA = (await openCheckout(a.payment_url!)).forms;
    const formsB = (await openCheckout(b.payment_url!)).forms;

    const attempts: Record<string, string>[] = [
      { outcome: 'success', amount: '1200.00', signature: 'f'.repeat(64) },
      { outcome: 'success', amount: '1200.00', signature: 'not-hex' },
      { outcome: 'success', amount: '1200.00' },
      { ...formsA.success, amount: '1.00' },
      { ...formsA.failed, outcome: 'success' },
      { ...formsB.success },
    ];
    for (const fields of attempts) {
      const response = await complete(a.transaction_id, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${RETURN_URL}&failed=1`);
    }
    expect(await membershipsOf(t, a.requestId)).toHaveLength(0);
    expect(await transactionRow(t, a.id)).toMatchObject({ status: 'pending', success: false });

    // The real signature still works afterwards.
    const paid = await complete(a.transaction_id, formsA.success);
    expect(paid.headers.location).toBe(`${RETURN_URL}&success=1`);
    expect(await membershipsOf(t, a.requestId)).toHaveLength(1);
    expect(await membershipsOf(t, b.requestId)).toHaveLength(0);
  });

  it('Fail and Cancel end the payment once, with failed=1 / cancelled=1, and no membership', async () => {
    const failed = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const failedForms = (await openCheckout(failed.payment_url!)).forms;
    const response = await complete(failed.transaction_id, failedForms.failed);
    expect(response.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect((await transactionRow(t, failed.id)).status).toBe('failed');
    // A later Pay of the same (ended) payment is not applied.
    const late = await complete(failed.transaction_id, failedForms.success);
    expect(late.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect(await membershipsOf(t, failed.requestId)).toHaveLength(0);

    const cancelled = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const cancelledForms = (await openCheckout(cancelled.payment_url!)).forms;
    const back = await complete(cancelled.transaction_id, cancelledForms.cancelled);
    expect(back.headers.location).toBe(`${RETURN_URL}&cancelled=1`);
    expect((await transactionRow(t, cancelled.id)).status).toBe('cancelled');

    // The request can be paid again with a new transaction.
    const retry = await pay(t.app, cast.user, cancelled.requestId, false);
    expect(retry.statusCode).toBe(201);
  });

  it('escapes every stored text on the checkout page', async () => {
    const hostile = await createMembershipType(t.database, cast.associationId, {
      name: `Gold <img src=x onerror=alert(1)> "quoted" 'single' & more`,
      fee: 10,
    });
    const requestId = await applyFor(t.app, cast.user, cast.associationId, hostile);
    const { page } = await openCheckout((await pay(t.app, cast.user, requestId, false)).json().payment_url);
    expect(page.body).toContain(
      'Gold &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39; &amp; more',
    );
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('onerror=alert(1)>');
  });

  it('keeps base_url’s own query and replaces an old flag', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const created = await pay(t.app, cast.user, requestId, false, `${SITE}/be-a-member?x=1&failed=1#top`);
    const forms = (await openCheckout(created.json().payment_url)).forms;
    const response = await complete(created.json().transaction_id, forms.success);
    expect(response.headers.location).toBe(`${SITE}/be-a-member?x=1&success=1#top`);
  });

  it('a free type online: the membership is made at once, no payment_url', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, freeTypeId);
    const response = await pay(t.app, cast.user, requestId, false);
    expect(response.statusCode).toBe(201);
    expect(response.json().payment_url).toBeNull();
    expect(await transactionRow(t, response.json().id)).toMatchObject({
      status: 'success',
      success: true,
      amount: 0,
      gateway: 'free',
    });
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
  });

  it('offline: pending, gateway offline, no payment_url, no membership yet', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const response = await pay(t.app, cast.user, requestId, true);
    expect(response.statusCode).toBe(201);
    expect(response.json().payment_url).toBeNull();
    expect(await transactionRow(t, response.json().id)).toMatchObject({
      status: 'pending',
      offline: true,
      gateway: 'offline',
      amount: 1200,
    });
    expect(await membershipsOf(t, requestId)).toHaveLength(0);
    // Not a sandbox payment: no checkout page.
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/payments/sandbox/checkout/${response.json().transaction_id}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a base_url on another origin (no open redirect)', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    for (const baseUrl of [
      'https://evil.example/steal',
      'http://localhost.evil.example/x',
      'https://localhost:8080/x',
      'http://localhost:8081/x',
      'http://localhost@evil.example/',
    ]) {
      const response = await pay(t.app, cast.user, requestId, false, baseUrl);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'base_url must be an address on this site.',
        code: 'VALIDATION_ERROR',
        base_url: ['base_url must be an address on this site.'],
      });
    }
    for (const notUrl of [
      'javascript:alert(1)',
      '/relative/path',
      '//evil.example/x',
      'http://localhost:8080.evil.example/x',
    ]) {
      const response = await pay(t.app, cast.user, requestId, false, notUrl);
      expect(response.statusCode).toBe(400);
      expect(response.json().base_url).toHaveLength(1);
    }
    const count = await t.app.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('membership_request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('validates the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/transactions/memberships/`,
      headers: cast.user.headers,
      payload: { offline: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.membership_request).toBeDefined();
    expect(body.base_url).toEqual(['base_url is required']);
    expect(body.offline).toEqual(['offline must be true or false']);
  });

  it('authorization: only the request’s owner pays for it (others 404, anonymous 401)', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['another user', cast.otherUser, 404],
      ['admin of another association', cast.otherAssociationAdmin, 404],
      ['this association’s admin', cast.associationAdmin, 404],
      ['the super admin', cast.superAdmin, 404],
      ['the owner', cast.user, 201],
    ];
    for (const [who, caller, status] of table) {
      const response = await pay(t.app, caller, requestId, true);
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      if (status === 404)
        expect(response.json()).toEqual({
          message: 'Membership request not found.',
          code: 'MEMBERSHIP_REQUEST_NOT_FOUND',
        });
    }
    const missing = await pay(t.app, cast.user, 999999, true);
    expect(missing.statusCode).toBe(404);
  });

  it('unknown payments and bad form bodies', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout/TXN-NOPE` })).statusCode).toBe(
      404,
    );
    expect((await complete('TXN-NOPE', { outcome: 'success', amount: '1', signature: 'x' })).statusCode).toBe(404);
    const { transaction_id } = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const huge = await t.app.inject({
      method: 'POST',
      url: `${API}/payments/sandbox/checkout/${transaction_id}/complete`,
      headers: FORM_POST,
      payload: `outcome=success&pad=${'x'.repeat(20 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    // SSLCommerz routes do not exist while the sandbox is the gateway.
    const ssl = await t.app.inject({
      method: 'POST',
      url: `${API}/payments/sslcommerz/success/${transaction_id}`,
      headers: FORM_POST,
      payload: 'val_id=1',
    });
    expect(ssl.statusCode).toBe(404);
    // Other API routes still refuse form bodies.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${API}/transactions/memberships/`,
      headers: { ...cast.user.headers, ...FORM_POST },
      payload: 'offline=true',
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

/** A local server speaking the SSLCommerz session and validation protocol. */
type Validation = Record<string, unknown>;
let sslServer: Server;
let sslBase: string;
let validations: Record<string, Validation>;
let refuseSessions = false;
/** The refund API's books: bank_tran_id -> refund_ref_id, refund_ref_id -> status. */
const sslRefunds = new Map<string, string>();
const sslRefundStatus = new Map<string, string>();

beforeAll(async () => {
  sslServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const form = new URLSearchParams(await text(req));
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/gwprocess/v4/api.php') {
      if (refuseSessions) return res.end(JSON.stringify({ status: 'FAILED', failedreason: 'Store is De-active' }));
      const tran = form.get('tran_id');
      return res.end(
        JSON.stringify({ status: 'SUCCESS', sessionkey: `S-${tran}`, GatewayPageURL: `${sslBase}/pay/${tran}` }),
      );
    }
    if (url.pathname === '/validator/api/validationserverAPI.php') {
      return res.end(
        JSON.stringify(validations[url.searchParams.get('val_id') ?? ''] ?? { status: 'INVALID_TRANSACTION' }),
      );
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      const q = url.searchParams;
      const ref = q.get('refund_ref_id');
      if (ref)
        return res.end(JSON.stringify({ APIConnect: 'DONE', refund_ref_id: ref, status: sslRefundStatus.get(ref) }));
      const bank = q.get('bank_tran_id') ?? '';
      const known = sslRefunds.get(bank);
      if (known) return res.end(JSON.stringify({ APIConnect: 'DONE', refund_ref_id: known, status: 'processing' }));
      const created = `RR-${bank}`;
      sslRefunds.set(bank, created);
      sslRefundStatus.set(created, 'processing');
      return res.end(
        JSON.stringify({ APIConnect: 'DONE', bank_tran_id: bank, refund_ref_id: created, status: 'success' }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => sslServer.listen(0, '127.0.0.1', r));
  sslBase = `http://127.0.0.1:${(sslServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => sslServer.close(() => r())));

describe.each(drivers)('SSLCommerz payments (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({
      driver,
      config: {
        paymentGateway: 'sslcommerz',
        sslcommerz: { storeId: 'store1', storePassword: 'secret', baseUrl: sslBase },
      },
    }));
    typeId = await createMembershipType(t.database, cast.associationId, { fee: 500, duration_month: 12 });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    validations = {};
    refuseSessions = false;
    sslRefunds.clear();
    sslRefundStatus.clear();
  });

  const callback = (result: string, reference: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/payments/sslcommerz/${result}/${reference}`,
      headers: FORM_POST,
      payload: formBody(fields),
    });
  const ipn = (payload: string) =>
    t.app.inject({ method: 'POST', url: `${API}/payments/sslcommerz/ipn`, headers: FORM_POST, payload });
  /** The gateway answers a validation of `valId` with a payment of `tranId`: valid, 500.00 BDT unless `fields` say otherwise. */
  const validates = (valId: string, tranId: string, fields: Partial<Validation> = {}) => {
    validations[valId] = {
      status: 'VALID',
      tran_id: tranId,
      amount: '500.00',
      currency: 'BDT',
      bank_tran_id: 'B',
      ...fields,
    };
  };

  it('opens a session and pays on a validated success callback, once', async () => {
    const paid = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    expect(paid.payment_url).toBe(`${sslBase}/pay/${paid.transaction_id}`);
    expect(await transactionRow(t, paid.id)).toMatchObject({
      gateway: 'sslcommerz',
      gateway_session: `S-${paid.transaction_id}`,
    });

    // The browser's word alone (an unknown val_id) is not enough.
    const forged = await callback('success', paid.transaction_id, {
      tran_id: paid.transaction_id,
      val_id: 'FORGED',
      status: 'VALID',
      amount: '500.00',
    });
    expect(forged.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(0);

    validates('VAL1', paid.transaction_id, { bank_tran_id: 'BANK1' });
    const ok = await callback('success', paid.transaction_id, {
      tran_id: paid.transaction_id,
      val_id: 'VAL1',
      status: 'VALID',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${RETURN_URL}&success=1`);
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(1);
    expect(await transactionRow(t, paid.id)).toMatchObject({ status: 'success', platform_transaction_id: 'BANK1' });

    // The IPN of the same payment arrives later: nothing changes.
    const again = await ipn(formBody({ tran_id: paid.transaction_id, val_id: 'VAL1', status: 'VALID' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success' });
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(1);
  });

  it('refuses a validated payment of another amount or currency', async () => {
    const paid = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    validates('LOW', paid.transaction_id, { amount: '5.00' });
    const response = await callback('success', paid.transaction_id, { val_id: 'LOW' });
    expect(response.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(0);
    expect((await transactionRow(t, paid.id)).status).toBe('failed');

    const usd = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    validates('USD', usd.transaction_id, { currency: 'USD' });
    await callback('success', usd.transaction_id, { val_id: 'USD' });
    expect(await membershipsOf(t, usd.requestId)).toHaveLength(0);
  });

  it('a validation of another transaction does not pay this one', async () => {
    const a = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const b = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    validates('B', b.transaction_id);
    await callback('success', a.transaction_id, { val_id: 'B' });
    expect(await membershipsOf(t, a.requestId)).toHaveLength(0);
    expect((await transactionRow(t, a.id)).status).toBe('pending');
  });

  it('fail and cancel callbacks end the payment', async () => {
    const failed = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const f = await callback('fail', failed.transaction_id, { tran_id: failed.transaction_id, status: 'FAILED' });
    expect(f.headers.location).toBe(`${RETURN_URL}&failed=1`);
    expect((await transactionRow(t, failed.id)).status).toBe('failed');
    const cancelled = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    const c = await callback('cancel', cancelled.transaction_id, { tran_id: cancelled.transaction_id });
    expect(c.headers.location).toBe(`${RETURN_URL}&cancelled=1`);
    expect((await transactionRow(t, cancelled.id)).status).toBe('cancelled');
  });

  it('the IPN pays a payment whose browser never came back', async () => {
    const paid = await payFor(t.app, cast.user, cast.associationId, typeId, false);
    validates('IPN', paid.transaction_id, { status: 'VALIDATED', amount: '500', bank_tran_id: 'B9' });
    const paidByIpn = await ipn(formBody({ tran_id: paid.transaction_id, val_id: 'IPN', status: 'VALID' }));
    expect(paidByIpn.json()).toEqual({ status: 'success' });
    expect(await membershipsOf(t, paid.requestId)).toHaveLength(1);
    const unknown = await ipn('tran_id=TXN-NOPE&val_id=X');
    expect(unknown.statusCode).toBe(404);
  });

  it('a second validated payment of a paid request: refund initiated by bank_tran_id, settled by refund_ref_id', async () => {
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const first = (await pay(t.app, cast.user, requestId, false)).json<{ id: number; transaction_id: string }>();
    // Asked again while it is open: the same session, not a second one.
    const again = await pay(t.app, cast.user, requestId, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, payment_url: `${sslBase}/pay/${first.transaction_id}` });
    // A second session opened before this fix.
    const second = await copyOpenPayment(t, first.id, 'B');
    validates('D1', first.transaction_id, { bank_tran_id: 'BANK-D1' });
    validates('D2', second.transaction_id, { bank_tran_id: 'BANK-D2' });
    await callback('success', first.transaction_id, { tran_id: first.transaction_id, val_id: 'D1', status: 'VALID' });
    const secondIpn = () => ipn(formBody({ tran_id: second.transaction_id, val_id: 'D2', status: 'VALID' }));
    // The IPN and the browser's callback of the second payment, at once, then the IPN again.
    await Promise.all([
      secondIpn(),
      callback('success', second.transaction_id, { tran_id: second.transaction_id, val_id: 'D2', status: 'VALID' }),
    ]);
    expect((await secondIpn()).json()).toEqual({ status: 'refund_pending' });
    expect(await membershipsOf(t, requestId)).toHaveLength(1);
    expect([...sslRefunds.keys()]).toEqual(['BANK-D2']);
    expect(await transactionRow(t, second.id)).toMatchObject({
      status: 'refund_pending',
      platform_transaction_id: 'BANK-D2',
      refund_reference: 'RR-BANK-D2',
      refund_amount: 500,
    });

    const deps = { db: t.app.db, log: t.app.log, gateway: t.app.paymentGateway };
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await settlePendingRefunds(deps, later(6))).toBe(1);
    expect((await transactionRow(t, second.id)).status).toBe('refund_pending');
    sslRefundStatus.set('RR-BANK-D2', 'refunded');
    expect(await settlePendingRefunds(deps, later(12))).toBe(1);
    expect(await transactionRow(t, second.id)).toMatchObject({ status: 'refunded', refund_reference: 'RR-BANK-D2' });
    expect(await settlePendingRefunds(deps, later(18))).toBe(0);
  });

  it('a refused session: 502, the transaction marked failed', async () => {
    refuseSessions = true;
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    const response = await pay(t.app, cast.user, requestId, false);
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    const rows = await t.app.db
      .selectFrom('transactions')
      .select('status')
      .where('membership_request_id', '=', requestId)
      .execute();
    expect(rows).toEqual([{ status: 'failed' }]);
    // The sandbox checkout does not exist with SSLCommerz.
    expect((await t.app.inject({ method: 'GET', url: `${API}/payments/sandbox/checkout/X` })).statusCode).toBe(404);
  });
});

describe.each(drivers)('base_url on the site’s origins (%s)', (driver) => {
  let open: TestApp;
  let fixed: TestApp;
  let openCast: Cast;
  let fixedCast: Cast;
  const CORS = 'https://admin.example.org';

  beforeAll(async () => {
    // PUBLIC_ORIGIN not set (its default http://localhost:8080): the request's own origin also counts.
    open = await createTestApp({ driver, config: { publicOriginIsDefault: true, corsOrigins: [CORS] } });
    fixed = await createTestApp({ driver, config: { publicOriginIsDefault: false, corsOrigins: [CORS] } });
    openCast = await createCast(open);
    fixedCast = await createCast(fixed);
  });
  afterAll(async () => {
    await open?.close();
    await fixed?.close();
  });

  async function create(t: TestApp, cast: Cast, baseUrl: string, host: string, extra: Record<string, string> = {}) {
    const typeId = await createMembershipType(t.database, cast.associationId, { fee: 300 });
    const requestId = await applyFor(t.app, cast.user, cast.associationId, typeId);
    return t.app.inject({
      method: 'POST',
      url: `${API}/transactions/memberships/`,
      headers: { ...cast.user.headers, host, ...extra },
      payload: { membership_request: requestId, base_url: baseUrl, offline: false },
    });
  }

  it('without PUBLIC_ORIGIN: the address the site was opened on (127.0.0.1, a LAN address); the return goes back there', async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080']) {
      const created = await create(open, openCast, `http://${host}/associations/1/memberships/2`, host);
      expect(created.statusCode).toBe(201);
      const { payment_url: paymentUrl, transaction_id: reference } = created.json();
      expect(paymentUrl).toBe(`http://${host}/api/v1/payments/sandbox/checkout/${reference}`);
      const page = await open.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname, headers: { host } });
      const done = await open.app.inject({
        method: 'POST',
        url: `${API}/payments/sandbox/checkout/${reference}/complete`,
        headers: { ...FORM_POST, host },
        payload: formBody(checkoutForms(page.body).success),
      });
      expect(done.headers.location).toBe(`http://${host}/associations/1/memberships/2?success=1`);
    }
  });

  it('PUBLIC_ORIGIN and every CORS_ORIGINS origin are accepted whatever the request came to', async () => {
    for (const t of [open, fixed]) {
      const cast = t === open ? openCast : fixedCast;
      expect((await create(t, cast, `${SITE}/x`, 'localhost:8080')).statusCode).toBe(201);
      const cors = await create(t, cast, `${CORS}/be-a-member`, 'localhost:8080');
      expect(cors.statusCode).toBe(201);
      // The checkout is served by the API, on PUBLIC_ORIGIN; the return goes to the CORS origin's page.
      const { payment_url: paymentUrl, transaction_id: reference } = cors.json();
      expect(paymentUrl).toBe(`${SITE}/api/v1/payments/sandbox/checkout/${reference}`);
      const page = await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
      const done = await t.app.inject({
        method: 'POST',
        url: `${API}/payments/sandbox/checkout/${reference}/complete`,
        headers: FORM_POST,
        payload: formBody(checkoutForms(page.body).success),
      });
      expect(done.headers.location).toBe(`${CORS}/be-a-member?success=1`);
    }
  });

  it('a foreign origin is refused (400); with PUBLIC_ORIGIN set, the request’s own origin is too', async () => {
    const refused = { base_url: ['base_url must be an address on this site.'] };
    // Another address than the one the request came to.
    expect((await create(open, openCast, 'http://192.168.1.21:8080/x', '192.168.1.20:8080')).json()).toMatchObject(
      refused,
    );
    expect((await create(open, openCast, 'https://evil.example/x', '127.0.0.1:8080')).statusCode).toBe(400);
    // X-Forwarded-Host counts only behind a trusted proxy (TRUST_PROXY); it is off here.
    const forwarded = await create(open, openCast, 'https://evil.example/x', '127.0.0.1:8080', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forwarded.statusCode).toBe(400);
    const own = await create(fixed, fixedCast, 'http://127.0.0.1:8080/x', '127.0.0.1:8080');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject(refused);
  });
});
