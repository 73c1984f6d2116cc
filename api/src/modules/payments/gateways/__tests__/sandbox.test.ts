import { expect, it } from '@jest/globals';
import { SandboxGateway } from '../sandbox';

const gateway = new SandboxGateway({
  secret: 'test-secret',
  checkoutBaseUrl: 'http://site/api/v1/payments/sandbox/checkout/',
});

it('sends the browser to the hosted checkout page of this transaction', async () => {
  const session = await gateway.createCheckout({
    transactionId: 'TXN-7',
    amount: 500,
    currency: 'BDT',
    productName: 'Yearly',
    customer: { name: 'A', email: 'a@example.com', phone: '' },
    callbackUrls: { success: '', fail: '', cancel: '', ipn: '' },
  });
  expect(session.redirectUrl).toBe('http://site/api/v1/payments/sandbox/checkout/TXN-7');
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
