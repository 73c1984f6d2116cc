import {
  PaymentGatewayError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
  type PaymentVerification,
} from '../../transactions';

export type SslCommerzOptions = {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com (test) or https://securepay.sslcommerz.com (live). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * SSLCommerz (Bangladesh) adapter: session initiation (gwprocess/v4/api.php), then every callback
 * (success, fail, cancel, IPN) is confirmed with the order-validation API
 * (validator/api/validationserverAPI.php) by `val_id`; only VALID / VALIDATED counts as paid.
 */
export class SslCommerzGateway implements PaymentGateway {
  readonly name = 'sslcommerz' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SslCommerzOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  private get base(): string {
    return this.options.baseUrl.replace(/\/$/, '');
  }

  private async call(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000) });
    } catch (error) {
      throw new PaymentGatewayError(`The payment provider could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PaymentGatewayError(`The payment provider answered HTTP ${response.status}.`);
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      throw new PaymentGatewayError('The payment provider sent an answer we could not read.');
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const form = new URLSearchParams({
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      total_amount: request.amount.toFixed(2),
      currency: request.currency,
      tran_id: request.transactionId,
      success_url: request.callbackUrls.success,
      fail_url: request.callbackUrls.fail,
      cancel_url: request.callbackUrls.cancel,
      ipn_url: request.callbackUrls.ipn,
      cus_name: request.customer.name || 'Member',
      cus_email: request.customer.email,
      cus_phone: request.customer.phone || 'N/A',
      cus_add1: 'N/A',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: request.productName,
      product_category: 'Membership',
      product_profile: 'non-physical-goods',
    });
    const answer = await this.call(`${this.base}/gwprocess/v4/api.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (answer.status !== 'SUCCESS' || typeof answer.GatewayPageURL !== 'string' || !answer.GatewayPageURL)
      throw new PaymentGatewayError(
        `The payment provider refused the payment session: ${String(answer.failedreason ?? 'no reason given')}`,
      );
    return {
      redirectUrl: answer.GatewayPageURL,
      sessionKey: typeof answer.sessionkey === 'string' ? answer.sessionkey : null,
    };
  }

  async verify(transactionId: string, fields: Record<string, string>): Promise<PaymentVerification> {
    const status = (fields.status ?? '').toUpperCase();
    if (status === 'CANCELLED')
      return { transactionId, outcome: 'cancelled', amount: null, currency: null, gatewayReference: null };
    if (!fields.val_id)
      return { transactionId, outcome: 'failed', amount: null, currency: null, gatewayReference: null };
    const query = new URLSearchParams({
      val_id: fields.val_id,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      format: 'json',
    });
    const answer = await this.call(`${this.base}/validator/api/validationserverAPI.php?${query}`);
    const valid = answer.status === 'VALID' || answer.status === 'VALIDATED';
    if (answer.tran_id !== transactionId)
      return { transactionId, outcome: 'failed', amount: null, currency: null, gatewayReference: null };
    return {
      transactionId,
      outcome: valid ? 'success' : 'failed',
      amount: answer.amount !== undefined ? Number(answer.amount) : null,
      currency: typeof answer.currency === 'string' ? answer.currency : null,
      gatewayReference: typeof answer.bank_tran_id === 'string' ? answer.bank_tran_id : fields.val_id,
    };
  }
}
