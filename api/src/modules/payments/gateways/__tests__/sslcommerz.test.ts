import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SslCommerzGateway } from '../sslcommerz';
import { checkoutRequest } from './checkout-request';

/** A local server that speaks the documented SSLCommerz session and validation protocol. */
type Recorded = { path: string; query: URLSearchParams; form: URLSearchParams };
let server: Server;
let baseUrl: string;
let calls: Recorded[];
let validations: Record<string, Record<string, unknown>>;
/** The refund API's books: bank_tran_id -> refund_ref_id, and refund_ref_id -> its status. */
let refundsByPayment: Map<string, string>;
let refundStatus: Map<string, string>;
let refundAnswer: Record<string, unknown> | null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const form = new URLSearchParams(await text(req));
    calls.push({ path: url.pathname, query: url.searchParams, form });
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/gwprocess/v4/api.php') {
      if (form.get('store_passwd') !== 'secret')
        return res.end(
          JSON.stringify({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' }),
        );
      return res.end(
        JSON.stringify({
          status: 'SUCCESS',
          sessionkey: 'SESSION123',
          GatewayPageURL: `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=SESSION123`,
        }),
      );
    }
    if (url.pathname === '/validator/api/validationserverAPI.php') {
      const found = validations[url.searchParams.get('val_id') ?? ''];
      return res.end(JSON.stringify(found ?? { status: 'INVALID_TRANSACTION' }));
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      const q = url.searchParams;
      if (q.get('store_passwd') !== 'secret') return res.end(JSON.stringify({ APIConnect: 'INVALID_REQUEST' }));
      const ref = q.get('refund_ref_id');
      if (ref) {
        const status = refundStatus.get(ref);
        return res.end(
          JSON.stringify(
            status
              ? { APIConnect: 'DONE', refund_ref_id: ref, status, initiated_on: '2026-11-24 00:10:00' }
              : { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' },
          ),
        );
      }
      if (refundAnswer) return res.end(JSON.stringify(refundAnswer));
      const bank = q.get('bank_tran_id') ?? '';
      if (!bank || !q.get('refund_amount') || !q.get('refund_remarks'))
        return res.end(JSON.stringify({ APIConnect: 'INVALID_REQUEST', errorReason: 'Missing parameters' }));
      const known = refundsByPayment.get(bank);
      if (known)
        return res.end(
          JSON.stringify({ APIConnect: 'DONE', bank_tran_id: bank, refund_ref_id: known, status: 'processing' }),
        );
      const created = `RR${refundsByPayment.size + 1}`;
      refundsByPayment.set(bank, created);
      refundStatus.set(created, 'processing');
      return res.end(
        JSON.stringify({
          APIConnect: 'DONE',
          bank_tran_id: bank,
          trans_id: q.get('refe_id'),
          refund_ref_id: created,
          status: 'success',
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls = [];
  validations = {};
  refundsByPayment = new Map();
  refundStatus = new Map();
  refundAnswer = null;
});

const request = checkoutRequest();

const gateway = (password = 'secret') => new SslCommerzGateway({ storeId: 'store1', storePassword: password, baseUrl });

it('opens a session with the amount, currency, our transaction id and the callback URLs', async () => {
  const session = await gateway().createCheckout(request);
  expect(session).toEqual({
    redirectUrl: `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=SESSION123`,
    sessionKey: 'SESSION123',
  });
  const sent = calls[0].form;
  expect(sent.get('total_amount')).toBe('1200.00');
  expect(sent.get('currency')).toBe('BDT');
  expect(sent.get('tran_id')).toBe('TXN-1');
  expect(sent.get('ipn_url')).toBe('https://site/i');
  expect(sent.get('store_id')).toBe('store1');
});

it('reports a refused session with the provider’s reason', async () => {
  await expect(gateway('wrong').createCheckout(request)).rejects.toThrow(/Store Credential Error/);
});

it('confirms a payment only through the validation API', async () => {
  validations.VAL1 = { status: 'VALID', tran_id: 'TXN-1', amount: '1200.00', currency: 'BDT', bank_tran_id: 'BANK9' };
  const result = await gateway().verify('TXN-1', { val_id: 'VAL1', status: 'VALID', amount: '1' });
  expect(result).toEqual({
    transactionId: 'TXN-1',
    outcome: 'success',
    amount: 1200,
    currency: 'BDT',
    gatewayReference: 'BANK9',
  });
  expect(calls[0].query.get('val_id')).toBe('VAL1');
  expect(calls[0].query.get('store_passwd')).toBe('secret');
});

it('treats an unknown val_id, another transaction’s val_id or a missing val_id as failed', async () => {
  validations.VAL2 = { status: 'VALID', tran_id: 'TXN-OTHER', amount: '1200.00', currency: 'BDT' };
  expect((await gateway().verify('TXN-1', { val_id: 'NOPE', status: 'VALID' })).outcome).toBe('failed');
  expect((await gateway().verify('TXN-1', { val_id: 'VAL2', status: 'VALID' })).outcome).toBe('failed');
  expect((await gateway().verify('TXN-1', { status: 'VALID' })).outcome).toBe('failed');
});

it('reports a cancelled checkout as cancelled', async () => {
  expect((await gateway().verify('TXN-1', { status: 'CANCELLED', tran_id: 'TXN-1' })).outcome).toBe('cancelled');
});

it('turns an unreachable provider into a readable error', async () => {
  const down = new SslCommerzGateway({ storeId: 's', storePassword: 'p', baseUrl: 'http://127.0.0.1:1' });
  await expect(down.createCheckout(request)).rejects.toThrow(/could not be reached/);
});

describe('refunds', () => {
  const refund = { transactionId: 'TXN-2', gatewayReference: 'BANK9', amount: 800, remarks: 'Second payment' };

  it('initiates a refund by bank_tran_id with the amount and remarks, then follows it by refund_ref_id', async () => {
    const started = await gateway().refund(refund);
    expect(started).toEqual({ outcome: 'pending', reference: 'RR1', reason: null });
    const sent = calls[0];
    expect(sent.path).toBe('/validator/api/merchantTransIDvalidationAPI.php');
    expect(Object.fromEntries(sent.query)).toMatchObject({
      bank_tran_id: 'BANK9',
      refund_amount: '800.00',
      refund_remarks: 'Second payment',
      refe_id: 'TXN-2',
      refund_trans_id: 'RTXN2',
      store_id: 'store1',
      store_passwd: 'secret',
      format: 'json',
    });
    expect(await gateway().refundStatus('RR1')).toEqual({ outcome: 'pending', reference: 'RR1', reason: null });
    expect(Object.fromEntries(calls[1].query)).toMatchObject({ refund_ref_id: 'RR1', store_id: 'store1' });
    refundStatus.set('RR1', 'refunded');
    expect(await gateway().refundStatus('RR1')).toEqual({ outcome: 'refunded', reference: 'RR1', reason: null });
    refundStatus.set('RR1', 'cancelled');
    expect((await gateway().refundStatus('RR1')).outcome).toBe('failed');
  });

  it('asked twice for one payment, keeps the one refund SSLCommerz already has (processing)', async () => {
    await gateway().refund(refund);
    expect(await gateway().refund(refund)).toEqual({ outcome: 'pending', reference: 'RR1', reason: null });
    expect(refundsByPayment.size).toBe(1);
  });

  it('reports a refused refund with SSLCommerz’s reason', async () => {
    expect(await gateway('wrong').refund(refund)).toEqual({
      outcome: 'failed',
      reference: null,
      reason: 'SSLCommerz refused the refund: APIConnect INVALID_REQUEST',
    });
    refundAnswer = { APIConnect: 'DONE', status: 'failed', errorReason: 'Refund amount exceeds the paid amount' };
    expect(await gateway().refund(refund)).toEqual({
      outcome: 'failed',
      reference: null,
      reason: 'SSLCommerz refused the refund: Refund amount exceeds the paid amount',
    });
  });

  it('an unreachable provider throws (the refund stays to be asked again)', async () => {
    const down = new SslCommerzGateway({ storeId: 's', storePassword: 'p', baseUrl: 'http://127.0.0.1:1' });
    await expect(down.refund(refund)).rejects.toThrow(/could not be reached/);
  });

  it('knows SSLCommerz’s test system from the live one', () => {
    expect(gateway().isTest).toBe(false);
    const options = { storeId: 's', storePassword: 'p' };
    expect(new SslCommerzGateway({ ...options, baseUrl: 'https://sandbox.sslcommerz.com' }).isTest).toBe(true);
    expect(new SslCommerzGateway({ ...options, baseUrl: 'https://securepay.sslcommerz.com' }).isTest).toBe(false);
  });
});
