import type {
  Transaction as TransactionDto,
  TransactionApproveResponse,
  TransactionList,
} from '@alumni/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { AppError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin, isAssociationAdmin } from '../associations';
import { grantMembership, proofDocumentUrl } from '../memberships';
import { acceptedOrigin, sslCommerzCallbackUrls, type SiteOrigins } from './checkout-urls';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';
import { newTransactionReference } from './transaction-reference';
import * as transactions from './transactions.repository';

export type TransactionDeps = {
  db: Kysely<DB>;
  config: Config;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
};

const TRANSACTION_NOT_FOUND = 'Transaction not found.';
const BASE_URL_OFF_SITE = 'base_url must be an address on this site.';

function toTransaction(row: transactions.TransactionRow): TransactionDto {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      public_handle: row.user_public_handle,
      first_name: row.user_first_name,
      last_name: row.user_last_name,
      email: row.user_email,
    },
    transaction_id: row.transaction_id,
    platform_transaction_id: row.platform_transaction_id,
    transaction_date: row.transaction_date,
    transaction_method: row.transaction_method,
    created_at: row.created_at,
    amount: row.amount,
    currency: row.currency,
    success: row.success,
    status: row.status,
    offline: row.offline,
    proof_document: row.proof_document ? proofDocumentUrl(row.membership_request_id) : null,
    refund:
      row.refund_amount === null
        ? null
        : {
            amount: row.refund_amount,
            reference: row.refund_reference,
            refunded_at: row.refunded_at,
            reason: row.refund_reason,
          },
    membership_request: {
      id: row.membership_request_id,
      alumni_association: { id: row.association_id, name: row.association_name },
      membership_type: { id: row.membership_type_id, name: row.type_name },
    },
  };
}

export type CreateTransactionInput = { membership_request: number; base_url: string; offline: boolean };
type CreatedTransaction = { id: number; transaction_id: string; payment_url: string | null };
/** `isNew` false: the request's open online charge, answered again (200) instead of a second one. */
export type CreateOutcome = CreatedTransaction & { isNew: boolean };

const alreadyPaid = () =>
  new ConflictError('This membership request is already paid: the membership is in Your Memberships.', 'ALREADY_PAID');
const gatewayUnavailable = () =>
  new AppError(
    502,
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'The payment provider could not start the payment. Please try again in a few minutes.',
  );

/**
 * Starts paying for the caller's own membership request: offline (pending until an admin approves
 * it), or online through the payment gateway (payment_url), or, for a free type, at once. One open
 * charge per request: while an online payment of it is pending, asking again answers that payment.
 */
export async function createMembershipTransaction(
  deps: TransactionDeps,
  user: RequestUser,
  input: CreateTransactionInput,
  site: SiteOrigins,
): Promise<CreateOutcome> {
  // No open redirect: the gateway sends the browser back to base_url.
  const returnOrigin = acceptedOrigin(input.base_url, site);
  if (!returnOrigin) throw new ValidationError(BASE_URL_OFF_SITE, { base_url: [BASE_URL_OFF_SITE] });
  // The checkout and the gateway's callbacks are served by this API: on the address the member reached
  // it at (PUBLIC_ORIGIN unset), else on PUBLIC_ORIGIN (a CORS_ORIGINS origin may only host pages).
  const siteOrigin = returnOrigin === site.requestOrigin ? returnOrigin : site.publicOrigin;

  const request = await transactions.findRequestForPayment(deps.db, input.membership_request);
  if (!request || request.user_id !== user.id) {
    throw new NotFoundError('Membership request not found.', 'MEMBERSHIP_REQUEST_NOT_FOUND');
  }

  const base = {
    user_id: user.id,
    association_id: request.association_id,
    membership_request_id: request.id,
    transaction_id: newTransactionReference(),
    amount: request.fee,
    base_url: input.base_url,
  };
  const isOnline = !input.offline && request.fee > 0;

  // Decided under the request's lock: paid, an open charge to answer again, or a new row.
  const decided = await deps.db.transaction().execute(async (trx) => {
    await transactions.lockMembershipRequest(trx, request.id);
    if (await transactions.isRequestPaid(trx, request.id)) throw alreadyPaid();
    if (isOnline) {
      const open = await transactions.findOpenOnlineCharge(trx, request.id, deps.gateway.name);
      if (open) return { open };
    }
    if (input.offline) {
      const row = await transactions.insertTransaction(trx, { ...base, offline: true, gateway: 'offline' });
      return { done: { ...row, payment_url: null } };
    }
    if (!isOnline) {
      // Nothing to pay: the membership is made at once, in the same transaction as its record.
      const row = await transactions.insertTransaction(trx, { ...base, offline: false, gateway: 'free' });
      await transactions.markSuccessFromPending(trx, row.id, { transaction_date: new Date() });
      await grantMembership(trx, {
        userId: user.id,
        associationId: request.association_id,
        membershipTypeId: request.membership_type_id,
        durationMonth: request.duration_month,
        membershipRequestId: request.id,
        transactionId: row.id,
      });
      return { done: { ...row, payment_url: null } };
    }
    return {
      created: await transactions.insertTransaction(trx, { ...base, offline: false, gateway: deps.gateway.name }),
    };
  });

  if (decided.done) return { ...decided.done, isNew: true };
  if (decided.open) {
    const paymentUrl = decided.open.payment_url ?? (await checkoutOpenedBy(deps, decided.open.id));
    return { id: decided.open.id, transaction_id: decided.open.transaction_id, payment_url: paymentUrl, isNew: false };
  }
  const created = decided.created;
  try {
    const session = await deps.gateway.createCheckout({
      transactionId: created.transaction_id,
      amount: request.fee,
      currency: 'BDT',
      productName: `${request.type_name} membership, ${request.association_name}`.slice(0, 255),
      customer: {
        name: `${request.first_name} ${request.last_name}`.trim(),
        email: request.email,
        phone: request.phone_number,
      },
      callbackUrls: sslCommerzCallbackUrls(siteOrigin, created.transaction_id),
      siteOrigin,
    });
    await transactions.setGatewaySession(deps.db, created.id, session);
    return { ...created, payment_url: session.redirectUrl, isNew: true };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await transactions.markEndedFromPending(deps.db, created.id, 'failed');
    deps.log.warn({ err: error.message, transaction: created.transaction_id }, 'payment gateway refused the checkout');
    throw gatewayUnavailable();
  }
}

/** How long a second request waits for the checkout the first one is opening (the gateway's own time limit). */
const CHECKOUT_WAIT_MS = 20_000;
const CHECKOUT_POLL_MS = 50;

/**
 * The checkout address of an open charge that another request is opening right now (its row is in,
 * its gateway session not yet): waits until the row has it, or has failed.
 */
async function checkoutOpenedBy(deps: TransactionDeps, id: number): Promise<string> {
  const deadline = Date.now() + CHECKOUT_WAIT_MS;
  for (;;) {
    const state = await transactions.findChargeState(deps.db, id);
    if (state?.payment_url) return state.payment_url;
    if (!state || state.status !== 'pending' || Date.now() > deadline) throw gatewayUnavailable();
    await new Promise((resolve) => setTimeout(resolve, CHECKOUT_POLL_MS));
  }
}

export type ApproveInput = {
  transaction_date: string;
  transaction_method: string;
  platform_transaction_id?: string;
  membership_serial?: number;
};

/** An association admin confirms an offline payment: the transaction succeeds and the membership is made. */
/** Only the admins of the transaction's association may approve it; anyone else gets the 404. */
export async function assertTransactionAdmin(db: Kysely<DB>, user: RequestUser, id: number): Promise<void> {
  const row = await transactions.findTransactionById(db, id);
  if (!row || !(await isAssociationAdmin(db, user, row.association_id))) {
    throw new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
  }
}

export async function approveOfflineTransaction(
  deps: TransactionDeps,
  user: RequestUser,
  id: number,
  input: ApproveInput,
): Promise<TransactionApproveResponse> {
  const row = await transactions.findTransactionById(deps.db, id);
  if (!row || !(await isAssociationAdmin(deps.db, user, row.association_id))) {
    throw new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
  }
  if (!row.offline) {
    throw new BadRequestError(
      'Only offline transactions are approved by hand; online payments are confirmed by the payment provider.',
      'NOT_OFFLINE',
    );
  }
  if (input.transaction_date > today()) {
    const message = 'Transaction date cannot be in the future.';
    throw new ValidationError(message, { transaction_date: [message] });
  }
  const alreadyApproved = () => new ConflictError('This transaction is already approved.', 'ALREADY_APPROVED');
  if (row.status !== 'pending') throw alreadyApproved();

  const membership = await deps.db.transaction().execute(async (trx) => {
    await transactions.lockMembershipRequest(trx, row.membership_request_id);
    const updated = await transactions.markSuccessFromPending(trx, row.id, {
      transaction_date: `${input.transaction_date}T00:00:00Z`,
      transaction_method: input.transaction_method,
      platform_transaction_id: input.platform_transaction_id ?? null,
      approved_by: user.id,
      approved_at: new Date(),
    });
    if (!updated) throw alreadyApproved();
    const granted = await grantMembership(trx, {
      userId: row.user_id,
      associationId: row.association_id,
      membershipTypeId: row.membership_type_id,
      durationMonth: row.duration_month,
      membershipRequestId: row.membership_request_id,
      transactionId: row.id,
      customSerial: input.membership_serial,
    });
    // Paid twice (online, then this): refuse rather than record a second payment nobody asked for.
    if (!granted.created)
      throw new ConflictError('This membership request is already paid: its membership exists.', 'ALREADY_PAID');
    return granted;
  });

  const approved = await transactions.findTransactionById(deps.db, row.id);
  if (!approved) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
  return {
    message: 'Transaction approved successfully.',
    transaction: toTransaction(approved),
    membership: { id: membership.id, serial: membership.serial },
  };
}

export type ListQuery = { page: number; limit: number; offline?: boolean; success?: boolean };

export async function listMyTransactions(
  db: Kysely<DB>,
  user: RequestUser,
  query: ListQuery,
): Promise<TransactionList> {
  const { count, rows } = await transactions.listTransactions(db, { ...query, userId: user.id });
  return { count, results: rows.map(toTransaction) };
}

export async function listAssociationTransactions(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  query: ListQuery,
): Promise<TransactionList> {
  await assertAssociationAdmin(db, user, associationId);
  if (!(await transactions.associationExists(db, associationId)))
    throw new NotFoundError('Association not found.', 'ASSOCIATION_NOT_FOUND');
  const { count, rows } = await transactions.listTransactions(db, { ...query, associationId });
  return { count, results: rows.map(toTransaction) };
}
