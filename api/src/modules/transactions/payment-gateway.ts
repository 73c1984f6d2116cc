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
  /** The site's origin the member is on (PUBLIC_ORIGIN, or the one base_url was accepted on). */
  siteOrigin: string;
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

/** Give back a payment the provider confirmed (a second payment of an already paid request). */
export type RefundRequest = {
  transactionId: string;
  /** The provider's reference of the payment (PaymentVerification.gatewayReference; SSLCommerz bank_tran_id). */
  gatewayReference: string;
  amount: number;
  remarks: string;
};

/**
 * `refunded`: the money is on its way back; `pending`: the provider accepted the refund and settles
 * it later (ask again with `refundStatus`); `failed`: refused, with the provider's reason.
 */
export type RefundOutcome = {
  outcome: 'refunded' | 'pending' | 'failed';
  /** The provider's refund reference (SSLCommerz refund_ref_id). */
  reference: string | null;
  reason: string | null;
};

export type PaymentGateway = {
  readonly name: 'sandbox' | 'sslcommerz';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Confirms a callback with the provider (never trusting the browser): `fields` are what the
   * callback carried; the gateway checks them with the provider and reports the real outcome.
   */
  verify(transactionId: string, fields: Record<string, string>): Promise<PaymentVerification>;
  /** Starts the refund of a confirmed payment. Throws PaymentGatewayError when the provider cannot be asked. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Where a pending refund stands now, by the reference `refund` returned. */
  refundStatus(reference: string): Promise<RefundOutcome>;
  /** True when no real money moves (the built-in sandbox, or the provider's test system). */
  readonly isTest: boolean;
};

export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
