import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX_PATH, type PaymentGateway } from '../transactions';
import { SandboxGateway } from './gateways/sandbox';
import { SslCommerzGateway } from './gateways/sslcommerz';
import { settlePendingRefunds } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The online payment provider chosen by PAYMENT_GATEWAY (the built-in sandbox by default). */
    paymentGateway: PaymentGateway;
  }
}

export function createPaymentGateway(config: FastifyInstance['config']): PaymentGateway {
  if (config.paymentGateway === 'sslcommerz') {
    if (!config.sslcommerz)
      throw new Error('PAYMENT_GATEWAY=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD');
    return new SslCommerzGateway(config.sslcommerz);
  }
  // A secret of its own, derived from the server secret: a sandbox signature is no token.
  const secret = createHmac('sha256', config.jwtSecret).update('sandbox-payment-gateway').digest('hex');
  return new SandboxGateway({
    secret,
    checkoutPath: `${API_PREFIX_PATH}/payments/sandbox/checkout`,
  });
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const gateway = createPaymentGateway(app.config);
    app.decorate('paymentGateway', gateway);
    // Refunds the gateway settles later (SSLCommerz), or that could not be sent: asked again in the background.
    const every = app.config.refundCheckIntervalMs;
    const minutes = every ? Math.max(1, Math.round(every / 60_000)) : 0;
    app.jobs.define({
      name: 'payments-refund-settle',
      cron: minutes ? `*/${minutes} * * * *` : undefined,
      // Each refund is claimed before the gateway is asked (settlePendingRefunds): a repeated run skips the claimed ones.
      handler: async ({ now }) => ({
        settled: await settlePendingRefunds({ db: app.db, log: app.log, gateway, mailOutbox: app.mailOutbox }, now),
      }),
    });
  },
  { name: 'payments', dependencies: ['db', 'mail', 'jobs'] },
);
