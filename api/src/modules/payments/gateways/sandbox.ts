import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentGateway,
  PaymentOutcome,
  PaymentVerification,
  RefundOutcome,
  RefundRequest,
} from '../../transactions';

const OUTCOMES: PaymentOutcome[] = ['success', 'failed', 'cancelled'];

/**
 * The built-in sandbox: a hosted checkout page served by this API (Pay, Fail, Cancel). Its
 * "provider callback" is signed with a server secret, so a browser cannot forge an outcome or an
 * amount; the server checks the signature exactly as it would ask a real provider.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly isTest = true;
  /**
   * The sandbox's own books of refunds, as a provider's test system keeps them: payment reference ->
   * refund. One refund per payment; a second asks for the first back.
   */
  private readonly refunds = new Map<string, { reference: string; amount: number }>();

  /** `checkoutPath`: the checkout page's path on the site (the member's origin is put before it). */
  constructor(private readonly options: { secret: string; checkoutPath: string }) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const path = `${this.options.checkoutPath.replace(/\/$/, '')}/${encodeURIComponent(request.transactionId)}`;
    const url = new URL(path, request.siteOrigin);
    return { redirectUrl: url.toString(), sessionKey: `sandbox-${request.transactionId}` };
  }

  /** Refunds a payment the sandbox confirmed (its reference SBX-<transaction>), at once and once. */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (request.gatewayReference !== `SBX-${request.transactionId}`)
      return { outcome: 'failed', reference: null, reason: 'The sandbox made no such payment.' };
    const done = this.refunds.get(request.gatewayReference);
    if (done) return { outcome: 'refunded', reference: done.reference, reason: null };
    const reference = `SBX-REFUND-${request.transactionId}`;
    this.refunds.set(request.gatewayReference, { reference, amount: request.amount });
    return { outcome: 'refunded', reference, reason: null };
  }

  async refundStatus(reference: string): Promise<RefundOutcome> {
    const known = [...this.refunds.values()].some((r) => r.reference === reference);
    return known
      ? { outcome: 'refunded', reference, reason: null }
      : { outcome: 'failed', reference, reason: 'The sandbox has no such refund.' };
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
