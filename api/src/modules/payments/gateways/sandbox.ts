import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
  PaymentOutcome,
  PaymentVerification,
} from '../../transactions';

const OUTCOMES: PaymentOutcome[] = ['success', 'failed', 'cancelled'];

/**
 * The built-in sandbox: a hosted checkout page served by this API (Pay, Fail, Cancel). Its
 * "provider callback" is signed with a server secret, so a browser cannot forge an outcome or an
 * amount; the server checks the signature exactly as it would ask a real provider.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: { secret: string; checkoutBaseUrl: string }) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const url = new URL(
      `${this.options.checkoutBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(request.transactionId)}`,
    );
    return { redirectUrl: url.toString(), sessionKey: `sandbox-${request.transactionId}` };
  }

  /** Signature the checkout page embeds for each outcome button. */
  sign(transactionId: string, outcome: PaymentOutcome, amount: number): string {
    return createHmac('sha256', this.options.secret)
      .update(`sandbox|${transactionId}|${outcome}|${amount.toFixed(2)}|BDT`)
      .digest('hex');
  }

  async verify(transactionId: string, fields: Record<string, string>): Promise<PaymentVerification> {
    const outcome = fields.outcome as PaymentOutcome;
    const amount = Number(fields.amount);
    const unverified: PaymentVerification = {
      transactionId,
      outcome: 'failed',
      amount: null,
      currency: null,
      gatewayReference: null,
    };
    if (!OUTCOMES.includes(outcome) || !Number.isFinite(amount) || typeof fields.signature !== 'string')
      return unverified;
    const expected = Buffer.from(this.sign(transactionId, outcome, amount), 'hex');
    const given = Buffer.from(fields.signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return unverified;
    return {
      transactionId,
      outcome,
      amount,
      currency: 'BDT',
      gatewayReference: outcome === 'success' ? `SBX-${transactionId}` : null,
    };
  }
}
