import {
  PaymentGatewayError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentGateway,
  type PaymentVerification,
  type RefundOutcome,
  type RefundRequest,
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
 * Refunds go through the refund API (validator/api/merchantTransIDvalidationAPI.php): started with
 * the payment's bank_tran_id, then followed by its refund_ref_id until SSLCommerz reports it refunded.
 */
export class SslCommerzGateway implements PaymentGateway {
  readonly name = 'sslcommerz' as const;
  readonly isTest: boolean;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SslCommerzOptions) {
    this.fetch = options.fetch ?? fetch;
    this.isTest = /(^|\.)sandbox\.sslcommerz\.com$/i.test(hostOf(options.baseUrl));
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

  private refundApi(fields: Record<string, string>): string {
    const query = new URLSearchParams({
      ...fields,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      v: '1',
      format: 'json',
    });
    return `${this.base}/validator/api/merchantTransIDvalidationAPI.php?${query}`;
  }

  /**
   * Initiates a refund. The answer's APIConnect is DONE when the store's credentials and the request
   * were accepted; its status is `success` (initiated now), `processing` (initiated before: the same
   * payment asked again) or `failed` (errorReason says why).
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const answer = await this.call(
      this.refundApi({
        bank_tran_id: request.gatewayReference,
        refund_trans_id: refundTransId(request.transactionId),
        refund_amount: request.amount.toFixed(2),
        refund_remarks: request.remarks.slice(0, 255),
        refe_id: request.transactionId,
      }),
    );
    const reference = text(answer.refund_ref_id);
    if (answer.APIConnect !== 'DONE')
      return {
        outcome: 'failed',
        reference,
        reason: providerReason(answer, `APIConnect ${String(answer.APIConnect)}`),
      };
    const status = String(answer.status ?? '').toLowerCase();
    if ((status === 'success' || status === 'processing') && reference)
      return { outcome: 'pending', reference, reason: null };
    return { outcome: 'failed', reference, reason: providerReason(answer, `status ${status || 'missing'}`) };
  }

  /** The refund query: `refunded` settles it, `processing` keeps it pending, `cancelled` is a failure. */
  async refundStatus(reference: string): Promise<RefundOutcome> {
    const answer = await this.call(this.refundApi({ refund_ref_id: reference }));
    if (answer.APIConnect !== 'DONE')
      return {
        outcome: 'pending',
        reference,
        reason: providerReason(answer, `APIConnect ${String(answer.APIConnect)}`),
      };
    const status = String(answer.status ?? '').toLowerCase();
    if (status === 'refunded') return { outcome: 'refunded', reference, reason: null };
    if (status === 'processing') return { outcome: 'pending', reference, reason: null };
    return { outcome: 'failed', reference, reason: providerReason(answer, `status ${status || 'missing'}`) };
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const providerReason = (answer: Record<string, unknown>, fallback: string) =>
  `SSLCommerz refused the refund: ${text(answer.errorReason) ?? fallback}`;

/** SSLCommerz's refund_trans_id: our own id of the refund, letters and digits, at most 30. */
const refundTransId = (transactionId: string) => `R${transactionId.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 30);
