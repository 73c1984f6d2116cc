import { paymentPaths, paymentReferenceParamsSchema, sslCommerzResultParamsSchema } from '@alumni/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageOfRequest } from '@alumni/web';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import * as transactions from '../transactions';
import { API_PREFIX_PATH, PaymentGatewayError, siteOriginsOf } from '../transactions';
import { acceptFormBodies } from './form-body';
import { SandboxGateway } from './gateways/sandbox';
import { returnUrl } from './payment-urls';
import { applyPaymentVerification, flagOf, type PaymentDeps } from './payments.service';
import { renderCheckoutPage } from './sandbox-checkout-page';

const formBody = z.record(z.string(), z.string()).optional();

const NOT_FOUND = 'Payment not found.';

/** Payment gateway pages and callbacks: public (the gateway and the browser call them), verified server-side. */
export async function paymentRoutes(app: FastifyInstance) {
  acceptFormBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gateway = app.paymentGateway;
  const deps: PaymentDeps = {
    db: app.db,
    log: app.log,
    gateway,
    mailOutbox: app.mailOutbox,
    clock: app.clock,
    publicOrigin: app.config.publicOrigin,
  };
  const tags = ['payments'];

  async function findFor(gatewayName: string, reference: string) {
    const row = await transactions.findTransactionByReference(app.db, reference);
    if (!row || row.gateway !== gatewayName || row.offline) throw new NotFoundError(NOT_FOUND, 'PAYMENT_NOT_FOUND');
    return row;
  }

  const backToSite = (
    request: FastifyRequest,
    reply: FastifyReply,
    baseUrl: string | null,
    status: Parameters<typeof flagOf>[0],
  ) => reply.redirect(returnUrl(baseUrl, siteOriginsOf(app.config, request), flagOf(status)), 303);

  if (gateway instanceof SandboxGateway) {
    r.get(
      paymentPaths.sandboxCheckout.pattern,
      { schema: { tags, summary: 'Sandbox checkout page (Pay, Fail, Cancel)', params: paymentReferenceParamsSchema } },
      async (request, reply) => {
        const row = await findFor('sandbox', request.params.transaction_id);
        if (row.status !== 'pending') return backToSite(request, reply, row.base_url, row.status);
        const nonce = randomBytes(16).toString('base64');
        const html = renderCheckoutPage({
          transactionId: row.transaction_id,
          associationName: row.association_name,
          membershipType: row.type_name,
          eventTitle: row.event_title,
          amount: row.amount,
          action: `${API_PREFIX_PATH}${paymentPaths.sandboxComplete(row.transaction_id)}`,
          signatures: {
            success: gateway.sign(row.transaction_id, 'success', row.amount),
            failed: gateway.sign(row.transaction_id, 'failed', row.amount),
            cancelled: gateway.sign(row.transaction_id, 'cancelled', row.amount),
          },
          nonce,
          language: languageOfRequest(request).language,
        });
        return reply
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${app.config.publicOrigin}; base-uri 'none'; frame-ancestors 'none'`,
          )
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    r.post(
      paymentPaths.sandboxComplete.pattern,
      {
        schema: {
          tags,
          summary: 'Sandbox outcome (form post of the checkout page): verified, applied once, 303 back to the site',
          params: paymentReferenceParamsSchema,
          body: formBody,
        },
      },
      async (request, reply) => {
        const row = await findFor('sandbox', request.params.transaction_id);
        const verification = await gateway.verify(row.transaction_id, request.body ?? {});
        const status = await applyPaymentVerification(deps, row, verification);
        return backToSite(request, reply, row.base_url, status);
      },
    );
  }

  if (gateway.name === 'sslcommerz') {
    r.post(
      paymentPaths.sslCommerzResult.pattern,
      {
        schema: {
          tags,
          summary: 'SSLCommerz browser callback: validated by val_id, applied once, 303 back to the site',
          params: sslCommerzResultParamsSchema,
          body: formBody,
        },
      },
      async (request, reply) => {
        const row = await findFor('sslcommerz', request.params.transaction_id);
        const fields = { ...request.body };
        if (request.params.result === 'cancel' && !fields.status) fields.status = 'CANCELLED';
        try {
          const verification = await gateway.verify(row.transaction_id, fields);
          const status = await applyPaymentVerification(deps, row, verification, {
            acceptUnconfirmedEnding: request.params.result !== 'success',
          });
          return backToSite(request, reply, row.base_url, status);
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error;
          // Left pending: the provider's IPN confirms it later.
          request.log.warn({ err: error.message, transaction: row.transaction_id }, 'payment validation failed');
          return backToSite(request, reply, row.base_url, 'failed');
        }
      },
    );

    r.post(
      paymentPaths.sslCommerzIpn.pattern,
      { schema: { tags, summary: 'SSLCommerz IPN: validated by val_id, applied once', body: formBody } },
      async (request, reply) => {
        const reference = request.body?.tran_id;
        if (!reference) throw new NotFoundError(NOT_FOUND, 'PAYMENT_NOT_FOUND');
        const row = await findFor('sslcommerz', reference);
        try {
          const verification = await gateway.verify(row.transaction_id, request.body ?? {});
          const status = await applyPaymentVerification(deps, row, verification);
          return reply.send({ status });
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error;
          request.log.warn({ err: error.message, transaction: row.transaction_id }, 'IPN validation failed');
          return reply.status(503).send({
            message: 'The payment could not be validated now; send it again later.',
            code: 'PAYMENT_VALIDATION_UNAVAILABLE',
          });
        }
      },
    );
  }
}
