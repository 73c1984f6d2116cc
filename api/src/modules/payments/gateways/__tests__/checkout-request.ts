import type { CheckoutRequest } from '../../../transactions';

/** A checkout request for a membership's fee, as the payments service hands it to a gateway; pass what a test is about. */
export const checkoutRequest = (fields: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  transactionId: 'TXN-1',
  amount: 1200,
  currency: 'BDT',
  productName: 'Lifetime membership',
  customer: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711111111' },
  callbackUrls: { success: 'https://site/s', fail: 'https://site/f', cancel: 'https://site/c', ipn: 'https://site/i' },
  siteOrigin: 'https://site',
  ...fields,
});
