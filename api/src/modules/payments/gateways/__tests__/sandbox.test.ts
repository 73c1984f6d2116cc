import { expect, it } from '@jest/globals';
import { SandboxGateway } from '../sandbox';
import { checkoutRequest } from './checkout-request';

const gateway = new SandboxGateway({
  secret: 'test-secret',
  checkoutPath: '/api/v1/payments/sandbox/checkout/',
});

it('sends the browser to the hosted checkout page of this transaction', async () => {
  const session = await gateway.createCheckout(
    checkoutRequest({
      transactionId: 'TXN-7',
      amount: 500,
      productName: 'Yearly',
      siteOrigin: 'http://192.168.1.20:8080',
    }),
  );
  // On the origin the member is on (a LAN address here), not always PUBLIC_ORIGIN.
  expect(session.redirectUrl).toBe('http://192.168.1.20:8080/api/v1/payments/sandbox/checkout/TXN-7');
});

it('refunds a payment it confirmed, once, and keeps the refund in its books', async () => {
  const sandbox = new SandboxGateway({ secret: 's', checkoutPath: '/c' });
  expect(sandbox.isTest).toBe(true);
  const request = { transactionId: 'TXN-9', gatewayReference: 'SBX-TXN-9', amount: 800, remarks: 'second payment' };
  const first = await sandbox.refund(request);
  expect(first).toEqual({ outcome: 'refunded', reference: 'SBX-REFUND-TXN-9', reason: null });
  // Asked again (a replay): the same refund, not a second one.
  expect(await sandbox.refund(request)).toEqual(first);
  expect(await sandbox.refundStatus('SBX-REFUND-TXN-9')).toEqual(first);
  expect((await sandbox.refundStatus('SBX-REFUND-NOPE')).outcome).toBe('failed');
  // A payment it never made is not refunded.
  expect(await sandbox.refund({ ...request, gatewayReference: 'SBX-TXN-OTHER' })).toMatchObject({
    outcome: 'failed',
    reference: null,
  });
});

it('accepts an outcome only with the signature made for that transaction, outcome and amount', async () => {
  const signature = gateway.sign('TXN-7', 'success', 500);
  expect(await gateway.verify('TXN-7', { outcome: 'success', amount: '500', signature })).toMatchObject({
    outcome: 'success',
    amount: 500,
    currency: 'BDT',
  });
  // forged: another amount, another transaction, another outcome, no signature
  expect((await gateway.verify('TXN-7', { outcome: 'success', amount: '5', signature })).outcome).toBe('failed');
  expect((await gateway.verify('TXN-8', { outcome: 'success', amount: '500', signature })).outcome).toBe('failed');
  expect((await gateway.verify('TXN-7', { outcome: 'success', amount: '500' })).outcome).toBe('failed');
  const cancel = gateway.sign('TXN-7', 'cancelled', 500);
  expect((await gateway.verify('TXN-7', { outcome: 'cancelled', amount: '500', signature: cancel })).outcome).toBe(
    'cancelled',
  );
});
