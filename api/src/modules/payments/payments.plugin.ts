import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX_PATH, type PaymentGateway } from '../transactions';
import { SandboxGateway } from './gateways/sandbox';
import { SslCommerzGateway } from './gateways/sslcommerz';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
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
    checkoutBaseUrl: `${config.publicOrigin}${API_PREFIX_PATH}/payments/sandbox/checkout`,
  });
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentGateway', createPaymentGateway(app.config));
  },
  { name: 'payments', dependencies: ['db'] },
);
