/** What the platform asks of a payment provider. One implementation per provider. */
export type CheckoutRequest = {
  /** Our unique transaction reference (transactions.transaction_id). */
  transactionId: string;
  amount: number;
  currency: 'BDT';
  productName: string;
  customer: { name: string; email: string; phone: string };
  /** Gateway callbacks: API endpoints that verify server-side before anything changes. */
  callbackUrls: { success: string; fail: string; cancel: string; ipn: string };
};

export type CheckoutSession = { redirectUrl: string; sessionKey: string | null };

export type PaymentOutcome = 'success' | 'failed' | 'cancelled' | 'pending';

export type PaymentVerification = {
  transactionId: string;
  outcome: PaymentOutcome;
  amount: number | null;
  currency: string | null;
  /** The provider's own reference (e.g. SSLCommerz bank_tran_id / val_id). */
  gatewayReference: string | null;
};

export type PaymentGateway = {
  readonly name: 'sandbox' | 'sslcommerz';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Confirms a callback with the provider (never trusting the browser): `fields` are what the
   * callback carried; the gateway checks them with the provider and reports the real outcome.
   */
  verify(transactionId: string, fields: Record<string, string>): Promise<PaymentVerification>;
};

export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
