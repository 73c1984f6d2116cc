import type {
  Transaction as TransactionDto,
  TransactionApproveResponse,
  TransactionList,
} from '@alumni/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { systemClock, type Clock } from '../../lib/clock';
import { AppError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin, associationExists, associationNotFound, isAssociationAdmin } from '../associations';
import {
  holdTicketForCheckout,
  lockTicket,
  lockTicketForPayment,
  markTicketOffline,
  takeTicketPayment,
} from '../events';
import type { MailNotices } from '../mail';
import {
  findMembershipRow,
  grantForTransaction,
  grantMembership,
  offlineApprovalMail,
  openRenewalRequest,
  proofDocumentUrl,
  renewalPaidMail,
} from '../memberships';
import { toUserSummary } from '../users';
import { acceptedOrigin, sslCommerzCallbackUrls, type SiteOrigins } from './checkout-urls';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';
import { normalizePhone } from '../../lib/phone';
import { newTransactionReference } from './transaction-reference';
import * as transactions from './transactions.repository';

export type TransactionDeps = {
  db: Kysely<DB>;
  config: Config;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** The member is mailed when an admin approves their offline payment. */
  notices: MailNotices;
  /** Now, for business dates (a renewal's period, a future approval date); the system clock by default. */
  clock?: Clock;
};

/** The app's parts a payment uses. */
export function transactionDepsOf(app: FastifyInstance): TransactionDeps {
  return {
    db: app.db,
    config: app.config,
    gateway: app.paymentGateway,
    log: app.log,
    notices: app.accounts.notices,
    clock: app.clock,
  };
}

const todayOf = (deps: TransactionDeps) => today((deps.clock ?? systemClock)());

const TRANSACTION_NOT_FOUND = 'Transaction not found.';
const BASE_URL_OFF_SITE = 'base_url must be an address on this site.';

function toTransaction(row: transactions.TransactionRow): TransactionDto {
  const membership = transactions.asMembershipPayment(row);
  return {
    id: row.id,
    user: toUserSummary(row),
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
    proof_document:
      row.proof_document && row.membership_request_id !== null ? proofDocumentUrl(row.membership_request_id) : null,
    refund:
      row.refund_amount === null
        ? null
        : {
            amount: row.refund_amount,
            reference: row.refund_reference,
            refunded_at: row.refunded_at,
            reason: row.refund_reason,
          },
    membership_request: membership
      ? {
          id: membership.membership_request_id,
          alumni_association: { id: row.association_id, name: row.association_name },
          membership_type: { id: membership.membership_type_id, name: membership.type_name },
          renewal_of: row.renewal_of,
        }
      : null,
    event:
      row.event_rsvp_id !== null && row.event_id !== null
        ? {
            id: row.event_id,
            title: row.event_title ?? '',
            starts_at: row.event_starts_at ?? '',
            rsvp: row.event_rsvp_id,
            alumni_association: { id: row.association_id, name: row.association_name },
          }
        : null,
  };
}

type OfflineClaimInput = { reference?: string; method?: string; paid_on?: string; phone?: string };
export type CreateTransactionInput = {
  membership_request: number;
  base_url: string;
  offline: boolean;
  /** What the member typed of an offline payment (matched against the association's statements). */
  claim?: OfflineClaimInput;
};

/** The claim's columns of an offline payment: the phone as 01XXXXXXXXX; a date after today refused. */
function claimColumns(claim: OfflineClaimInput | undefined, todayIs: string) {
  if (claim?.paid_on && claim.paid_on > todayIs) {
    const message = 'Date paid cannot be in the future.';
    throw new ValidationError(message, { 'claim.paid_on': [message] });
  }
  return {
    claim_reference: claim?.reference ?? null,
    claim_method: claim?.method ?? null,
    claim_paid_on: claim?.paid_on ?? null,
    claim_phone: claim?.phone ? normalizePhone(claim.phone) : null,
  };
}
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
 * The origin that serves a payment's checkout and the gateway's callbacks; base_url off the site is refused
 * (no open redirect: the gateway sends the browser back to base_url). The checkout is served on the address
 * the member reached this API at (PUBLIC_ORIGIN unset), else on PUBLIC_ORIGIN (a CORS_ORIGINS origin may
 * only host pages).
 */
function checkoutOrigin(baseUrl: string, site: SiteOrigins): string {
  const returnOrigin = acceptedOrigin(baseUrl, site);
  if (!returnOrigin) throw new ValidationError(BASE_URL_OFF_SITE, { base_url: [BASE_URL_OFF_SITE] });
  return returnOrigin === site.requestOrigin ? returnOrigin : site.publicOrigin;
}

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
  const siteOrigin = checkoutOrigin(input.base_url, site);

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
  const claim = input.offline ? claimColumns(input.claim, todayOf(deps)) : {};

  // Decided under the request's lock: paid, an open charge to answer again, or a new row.
  const decided = await deps.db.transaction().execute(async (trx) => {
    await transactions.lockMembershipRequest(trx, request.id);
    if (await transactions.isRequestPaid(trx, request.id)) throw alreadyPaid();
    if (isOnline) {
      const open = await transactions.findOpenOnlineCharge(trx, 'membership_request_id', request.id, deps.gateway.name);
      if (open) return { open };
    }
    // A renewal has one open charge whichever way it is paid: its pending offline payment is answered again.
    const openOffline =
      input.offline && request.renewal_of !== null
        ? await transactions.findOpenOfflineCharge(trx, 'membership_request_id', request.id)
        : null;
    if (openOffline) return { again: { ...openOffline, payment_url: null } };
    if (input.offline) {
      const row = await transactions.insertTransaction(trx, { ...base, ...claim, offline: true, gateway: 'offline' });
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
        paidOn: todayOf(deps),
      });
      return { done: { ...row, payment_url: null } };
    }
    return {
      created: await transactions.insertTransaction(trx, { ...base, offline: false, gateway: deps.gateway.name }),
    };
  });

  return answerDecision(deps, decided, (created) =>
    startCheckout(deps, created, siteOrigin, {
      amount: request.fee,
      productName: `${request.type_name} membership, ${request.association_name}`,
      customer: {
        name: `${request.first_name} ${request.last_name}`.trim(),
        email: request.email,
        phone: request.phone_number,
      },
    }),
  );
}

type NewCharge = { id: number; transaction_id: string };
/** What a payment's locked step decided: a charge done (offline or free), an open one answered again, or a new online one. */
type Decision =
  | { done: CreatedTransaction }
  | { again: CreatedTransaction }
  | { open: NewCharge & { payment_url: string | null } }
  | { created: NewCharge };

/** The answer to a payment's decision; a new online charge gets its checkout (`checkout`) after the commit. */
async function answerDecision(
  deps: TransactionDeps,
  decision: Decision,
  checkout: (created: NewCharge) => Promise<string>,
): Promise<CreateOutcome> {
  if ('done' in decision) return { ...decision.done, isNew: true };
  if ('again' in decision) return { ...decision.again, isNew: false };
  if ('open' in decision) {
    const { open } = decision;
    const paymentUrl = open.payment_url ?? (await checkoutOpenedBy(deps, open.id));
    return { id: open.id, transaction_id: open.transaction_id, payment_url: paymentUrl, isNew: false };
  }
  return { ...decision.created, payment_url: await checkout(decision.created), isNew: true };
}

/**
 * Opens the gateway's checkout of a new online charge and keeps its session; a gateway that refuses
 * fails the charge (502). Runs after the charge's row committed (no network inside a transaction).
 */
async function startCheckout(
  deps: TransactionDeps,
  created: { id: number; transaction_id: string },
  siteOrigin: string,
  what: { amount: number; productName: string; customer: { name: string; email: string; phone: string } },
): Promise<string> {
  try {
    const session = await deps.gateway.createCheckout({
      transactionId: created.transaction_id,
      amount: what.amount,
      currency: 'BDT',
      productName: what.productName.slice(0, 255),
      customer: what.customer,
      callbackUrls: sslCommerzCallbackUrls(siteOrigin, created.transaction_id),
      siteOrigin,
    });
    await transactions.setGatewaySession(deps.db, created.id, session);
    return session.redirectUrl;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await transactions.markEndedFromPending(deps.db, created.id, 'failed');
    deps.log.warn({ err: error.message, transaction: created.transaction_id }, 'payment gateway refused the checkout');
    throw gatewayUnavailable();
  }
}

export type EventPayInput = { base_url: string; offline: boolean };

/**
 * Pays the caller's going place of a paid event (issue 38), the way a membership request is paid: offline
 * (pending until an admin approves it; the place stays held meanwhile) or online through the gateway
 * (payment_url; the place is held 30 minutes from the new checkout). One open charge per RSVP: asked
 * again, the open one answers (200).
 */
export async function createEventTicketTransaction(
  deps: TransactionDeps,
  user: RequestUser,
  eventId: number,
  input: EventPayInput,
  site: SiteOrigins,
): Promise<CreateOutcome> {
  const siteOrigin = checkoutOrigin(input.base_url, site);
  const now = (deps.clock ?? systemClock)();

  const decided = await deps.db.transaction().execute(async (trx) => {
    const ticket = await lockTicketForPayment(trx, user, eventId, now, input.offline);
    const base = {
      user_id: user.id,
      association_id: ticket.associationId,
      event_rsvp_id: ticket.rsvpId,
      transaction_id: newTransactionReference(),
      amount: ticket.fee,
      base_url: input.base_url,
    };
    if (input.offline) {
      const open = await transactions.findOpenOfflineCharge(trx, 'event_rsvp_id', ticket.rsvpId);
      if (open) return { ticket, again: { ...open, payment_url: null } };
      const row = await transactions.insertTransaction(trx, { ...base, offline: true, gateway: 'offline' });
      await markTicketOffline(trx, ticket.rsvpId);
      return { ticket, done: { ...row, payment_url: null } };
    }
    const open = await transactions.findOpenOnlineCharge(trx, 'event_rsvp_id', ticket.rsvpId, deps.gateway.name);
    if (open) return { ticket, open };
    await holdTicketForCheckout(trx, ticket.rsvpId, now);
    return {
      ticket,
      created: await transactions.insertTransaction(trx, { ...base, offline: false, gateway: deps.gateway.name }),
    };
  });

  const { ticket } = decided;
  return answerDecision(deps, decided, (created) =>
    startCheckout(deps, created, siteOrigin, {
      amount: ticket.fee,
      productName: `Ticket: ${ticket.title}, ${ticket.associationName}`,
      customer: ticket.customer,
    }),
  );
}

export type RenewInput = { membership_type: number; offline: boolean; base_url: string; claim?: OfflineClaimInput };

/**
 * Renews the caller's expiring or expired membership: the renewal's membership request (the open one
 * of that type, else a new one copying institute, batch and roll number), then its charge exactly as
 * for an application (offline, online with payment_url, or at once for a free type). Renewing twice
 * answers the same open charge.
 */
export async function renewMembership(
  deps: TransactionDeps,
  user: RequestUser,
  membershipId: number,
  input: RenewInput,
  site: SiteOrigins,
): Promise<CreateOutcome> {
  if (!acceptedOrigin(input.base_url, site)) {
    throw new ValidationError(BASE_URL_OFF_SITE, { base_url: [BASE_URL_OFF_SITE] });
  }
  const requestId = await openRenewalRequest(deps.db, user, membershipId, input.membership_type, todayOf(deps));
  return createMembershipTransaction(
    deps,
    user,
    { membership_request: requestId, base_url: input.base_url, offline: input.offline, claim: input.claim },
    site,
  );
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

/** Only the admins of the transaction's association may approve it; anyone else gets the 404. */
export async function findTransactionForAdmin(
  db: Kysely<DB>,
  user: RequestUser,
  id: number,
): Promise<transactions.TransactionRow> {
  const row = await transactions.findTransactionById(db, id);
  if (!row || !(await isAssociationAdmin(db, user, row.association_id))) {
    throw new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
  }
  return row;
}

/**
 * An association admin confirms an offline payment: the transaction succeeds, the membership is made
 * and the member is mailed its serial, period and where to get the certificate. `row` is the
 * transaction findTransactionForAdmin read and checked for this admin.
 */
export async function approveOfflineTransaction(
  deps: TransactionDeps,
  user: RequestUser,
  row: transactions.TransactionRow,
  input: ApproveInput,
  /**
   * More work in the approval's own database transaction, after the request's lock (a bulk approval
   * from a statement settles its line here): it throwing rolls the whole approval back.
   */
  alongside?: (trx: Transaction<DB>) => Promise<void>,
): Promise<TransactionApproveResponse> {
  if (!row.offline) {
    throw new BadRequestError(
      'Only offline transactions are approved by hand; online payments are confirmed by the payment provider.',
      'NOT_OFFLINE',
    );
  }
  if (input.transaction_date > todayOf(deps)) {
    const message = 'Transaction date cannot be in the future.';
    throw new ValidationError(message, { transaction_date: [message] });
  }
  if (row.status !== 'pending') throw alreadyApproved();
  const approval: Approval = { user, row, input, alongside };
  const membershipRow = transactions.asMembershipPayment(row);
  if (!membershipRow) return approveOfflineTicket(deps, approval);

  const lock = (trx: Transaction<DB>) => transactions.lockMembershipRequest(trx, membershipRow.membership_request_id);
  const { updated, membership } = await inApproval(deps, approval, lock, async (trx) => {
    const granted = await grantForTransaction(trx, membershipRow, {
      customSerial: input.membership_serial,
      paidOn: input.transaction_date,
    });
    // Paid twice (online, then this): refuse rather than record a second payment nobody asked for.
    if (!granted.created)
      throw new ConflictError('This membership request is already paid: its membership exists.', 'ALREADY_PAID');
    // Queued with the approval: an approval rolled back (a serial taken, paid meanwhile) mails nobody.
    const made = await findMembershipRow(trx, granted.id);
    const paid = { amount: row.amount, reference: row.transaction_id };
    const mail = granted.renewal ? renewalPaidMail : offlineApprovalMail;
    const mailId = made ? await deps.notices.queue(trx, mail(made, paid, deps.config.publicOrigin)) : null;
    return { membership: { ...granted, mailId } };
  });
  if (membership.mailId !== null) deps.notices.sendLater([membership.mailId]);

  return {
    message: 'Transaction approved successfully.',
    // The row read before, with the columns the approval changed (as the update returned them).
    transaction: toTransaction({ ...row, ...updated }),
    membership: { id: membership.id, serial: membership.serial },
  };
}

/** What an approval works on: the admin, the pending offline payment (checked for them), what they entered. */
type Approval = {
  user: RequestUser;
  row: transactions.TransactionRow;
  input: ApproveInput;
  alongside?: (trx: Transaction<DB>) => Promise<void>;
};

/**
 * An approval's database transaction: `lock` what the payment is for (its membership request, its ticket), the
 * caller's work alongside, the payment marked approved by this admin, then `grant` what it pays for.
 */
async function inApproval<T extends object>(
  deps: TransactionDeps,
  { user, row, input, alongside }: Approval,
  lock: (trx: Transaction<DB>) => Promise<unknown>,
  grant: (trx: Transaction<DB>) => Promise<T>,
) {
  return deps.db.transaction().execute(async (trx) => {
    await lock(trx);
    if (alongside) await alongside(trx);
    const updated = await markApproved(trx, row.id, user, input);
    return { updated, ...(await grant(trx)) };
  });
}

const alreadyApproved = () => new ConflictError('This transaction is already approved.', 'ALREADY_APPROVED');

/** The pending offline payment marked paid by this admin (409 when another approval came first). */
async function markApproved(trx: Transaction<DB>, id: number, user: RequestUser, input: ApproveInput) {
  const changed = await transactions.markSuccessFromPending(trx, id, {
    transaction_date: `${input.transaction_date}T00:00:00Z`,
    transaction_method: input.transaction_method,
    platform_transaction_id: input.platform_transaction_id ?? null,
    approved_by: user.id,
    approved_at: new Date(),
  });
  if (!changed) throw alreadyApproved();
  return changed;
}

/**
 * The offline payment of an event ticket approved: the transaction succeeds and the place is paid (the
 * attendee is mailed the QR code). Refused (409, nothing changes) when the event was cancelled, the ticket
 * is already paid, or its place was released and none is left.
 */
async function approveOfflineTicket(deps: TransactionDeps, approval: Approval): Promise<TransactionApproveResponse> {
  const { row } = approval;
  const rsvpId = row.event_rsvp_id;
  if (rsvpId === null) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
  const now = (deps.clock ?? systemClock)();
  const lock = (trx: Transaction<DB>) => lockTicket(trx, rsvpId);
  const { updated, ticket, mailId } = await inApproval(deps, approval, lock, async (trx) => {
    const outcome = await takeTicketPayment(trx, rsvpId, now, deps.config.publicOrigin);
    if (!outcome.taken) throw ticketRefused(outcome.reason);
    return { ticket: outcome.rsvp, mailId: await deps.notices.queue(trx, outcome.mail) };
  });
  deps.notices.sendLater([mailId]);
  return {
    message: 'Transaction approved successfully: the ticket is paid.',
    transaction: toTransaction({ ...row, ...updated }),
    membership: null,
    event_rsvp: ticket,
  };
}

function ticketRefused(reason: 'cancelled' | 'paid' | 'full' | 'missing'): AppError {
  if (reason === 'cancelled')
    return new ConflictError('This event is cancelled: return the payment instead of approving it.', 'EVENT_CANCELLED');
  if (reason === 'paid') return new ConflictError('This ticket is already paid.', 'ALREADY_PAID');
  if (reason === 'full')
    return new ConflictError(
      'This person no longer holds a place and the event is full: return the payment instead of approving it.',
      'EVENT_FULL',
    );
  return new NotFoundError(TRANSACTION_NOT_FOUND, 'TRANSACTION_NOT_FOUND');
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
  if (!(await associationExists(db, associationId))) throw associationNotFound();
  const { count, rows } = await transactions.listTransactions(db, { ...query, associationId });
  return { count, results: rows.map(toTransaction) };
}
