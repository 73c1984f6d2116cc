import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB, TransactionStatus } from '../../db/types';
import { today } from '../../lib/business-dates';
import { systemClock, type Clock } from '../../lib/clock';
import { findUserLanguage } from '../auth';
import { lockTicket, takeTicketPayment, ticketRefundMail } from '../events';
import { findMembershipRow, grantForTransaction, renewalPaidMail } from '../memberships';
import * as transactions from '../transactions';
import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentVerification,
  type RefundOutcome,
} from '../transactions';
import type { MailOutbox } from '../mail';
import { refundMail } from './refund-mail';
import type { PaymentFlag } from './payment-urls';

/** `mailOutbox`: the member is told by mail when a second payment was refunded (left out: no mail). */
export type PaymentDeps = {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  mailOutbox?: MailOutbox;
  /** Now: the payment's time and business date (a renewal's period starts from it); the system clock by default. */
  clock?: Clock;
  /** The site, for the links of an event ticket's confirmation mail (issue 38). */
  publicOrigin?: string;
};

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * Applies what the gateway confirmed to the STORED transaction, once: pending -> success (with the
 * membership, in one database transaction), failed or cancelled; a confirmed payment of a request
 * already paid (another payment won) goes to refund_pending and is refunded through the gateway. A replay, or anything about a
 * transaction that is no longer pending, changes nothing. Success needs the stored amount and
 * currency; a confirmation the gateway could not back (no amount: e.g. a bad signature) changes
 * nothing unless `acceptUnconfirmedEnding` (a provider's own fail/cancel callback) and it is no success.
 */
export async function applyPaymentVerification(
  deps: PaymentDeps,
  row: transactions.TransactionRow,
  verification: PaymentVerification,
  options: { acceptUnconfirmedEnding?: boolean } = {},
): Promise<TransactionStatus> {
  if (verification.transactionId !== row.transaction_id || row.status !== 'pending') return row.status;
  const confirmed = verification.amount !== null;

  if (verification.outcome === 'success' && confirmed) {
    if (!sameMoney(verification.amount ?? -1, row.amount) || verification.currency !== row.currency) {
      deps.log.warn(
        {
          transaction: row.transaction_id,
          paid: verification.amount,
          currency: verification.currency,
          expected: row.amount,
        },
        'payment amount or currency differs from the stored transaction: not accepted',
      );
      await transactions.markEndedFromPending(deps.db, row.id, 'failed');
      return currentStatus(deps, row.id);
    }
    const membershipRow = transactions.asMembershipPayment(row);
    if (!membershipRow) return applyTicketPayment(deps, row, verification);
    // Under the request's lock: the first confirmed payment makes the membership, any later one is given back.
    const outcome = await deps.db.transaction().execute(async (trx) => {
      await transactions.lockMembershipRequest(trx, membershipRow.membership_request_id);
      const now = (deps.clock ?? systemClock)();
      const duplicate = { platform_transaction_id: verification.gatewayReference, refund_amount: row.amount, now };
      if (await transactions.isRequestPaid(trx, membershipRow.membership_request_id)) {
        const moved = await transactions.markRefundPendingFrom(trx, row.id, 'pending', duplicate);
        return moved ? 'refund' : 'none';
      }
      const updated = await transactions.markSuccessFromPending(trx, row.id, {
        transaction_date: now,
        platform_transaction_id: verification.gatewayReference,
      });
      if (!updated) return 'none';
      const granted = await grantForTransaction(trx, membershipRow, { paidOn: today(now) });
      if (granted.created) return granted.renewal ? await queueRenewalMail(deps, trx, granted.id, row) : 'paid';
      // Not reached while every path takes the request's lock; if one did not, still never keep two payments.
      await transactions.markRefundPendingFrom(trx, row.id, 'success', duplicate);
      return 'refund';
    });
    if (typeof outcome === 'number') await deliverQuietly(deps, outcome);
    if (outcome === 'refund') {
      deps.log.warn(
        { transaction: row.transaction_id, request: row.membership_request_id },
        'a second payment for a membership request already paid: refunding it',
      );
      await refundTransaction(deps, row.id);
    }
    return currentStatus(deps, row.id);
  }

  const ending =
    verification.outcome === 'cancelled' ? 'cancelled' : verification.outcome === 'failed' ? 'failed' : null;
  if (ending && (confirmed || verification.outcome === 'cancelled' || options.acceptUnconfirmedEnding)) {
    await transactions.markEndedFromPending(deps.db, row.id, ending);
  }
  return currentStatus(deps, row.id);
}

/**
 * A confirmed payment of an event ticket (issue 38), under the event's lock like every RSVP change: the
 * place becomes paid (the attendee is mailed the QR code), or, when the event was cancelled, the ticket
 * already paid or no place is left, the payment goes refund_pending and is given back like a second payment.
 */
async function applyTicketPayment(
  deps: PaymentDeps,
  row: transactions.TransactionRow,
  verification: PaymentVerification,
): Promise<TransactionStatus> {
  const rsvpId = row.event_rsvp_id;
  if (rsvpId === null) return row.status;
  const now = (deps.clock ?? systemClock)();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockTicket(trx, rsvpId);
    const updated = await transactions.markSuccessFromPending(trx, row.id, {
      transaction_date: now,
      platform_transaction_id: verification.gatewayReference,
    });
    if (!updated) return { kind: 'none' as const };
    const taken = await takeTicketPayment(trx, rsvpId, now, deps.publicOrigin ?? '');
    if (taken.taken) {
      const mailId = deps.mailOutbox ? await deps.mailOutbox.enqueue(taken.mail, trx) : null;
      return { kind: 'paid' as const, mailId };
    }
    const duplicate = { platform_transaction_id: verification.gatewayReference, refund_amount: row.amount, now };
    await transactions.markRefundPendingFrom(trx, row.id, 'success', duplicate);
    return { kind: 'refund' as const, reason: taken.reason };
  });
  if (outcome.kind === 'paid' && outcome.mailId !== null) await deliverQuietly(deps, outcome.mailId);
  if (outcome.kind === 'refund') {
    deps.log.warn(
      { transaction: row.transaction_id, rsvp: rsvpId, reason: outcome.reason },
      'an event ticket paid that cannot be kept: refunding it',
    );
    await refundTransaction(deps, row.id);
  }
  return currentStatus(deps, row.id);
}

/**
 * A renewal paid online: the "renewed" mail (the serial kept, the new period), queued in the payment's own
 * database transaction so a rolled-back payment mails nobody; the outbox id, or 'paid' without an outbox.
 */
async function queueRenewalMail(
  deps: PaymentDeps,
  trx: Transaction<DB>,
  membershipId: number,
  row: transactions.TransactionRow,
): Promise<number | 'paid'> {
  const made = await findMembershipRow(trx, membershipId);
  if (!made || !deps.mailOutbox) return 'paid';
  const paid = { amount: row.amount, reference: row.transaction_id };
  return deps.mailOutbox.enqueue(renewalPaidMail(made, paid, deps.publicOrigin ?? ''), trx);
}

async function deliverQuietly(deps: PaymentDeps, mailId: number): Promise<void> {
  try {
    await deps.mailOutbox?.deliver(mailId);
  } catch (error) {
    deps.log.error({ err: error, mailId }, 'mail not delivered now: the outbox retries');
  }
}

/**
 * Gives back now the payments already moved to refund_pending (an event's tickets when it is cancelled),
 * each claimed first like settlePendingRefunds, so two instances never ask the gateway twice.
 */
export async function refundNow(deps: PaymentDeps, ids: number[], now = new Date()): Promise<number> {
  let asked = 0;
  for (const id of ids) {
    const row = await transactions.findTransactionById(deps.db, id);
    if (!row || row.status !== 'refund_pending' || !row.refund_requested_at) continue;
    if (!(await transactions.claimRefund(deps.db, id, row.refund_requested_at, now))) continue;
    await refundTransaction(deps, id, now);
    asked += 1;
  }
  return asked;
}

const REFUND_REMARKS = 'Second payment of a membership already paid: refunded automatically.';
const TICKET_REFUND_REMARKS = 'Event ticket given back (event cancelled, or paid twice): refunded automatically.';

/**
 * Asks the gateway to give back a transaction in refund_pending and records its answer. A gateway that
 * cannot be reached leaves it refund_pending with the reason: settlePendingRefunds asks again.
 * Runs outside any database transaction (a network call holds no lock).
 */
async function refundTransaction(deps: PaymentDeps, id: number, now = new Date()): Promise<void> {
  const row = await transactions.findTransactionById(deps.db, id);
  if (!row || row.status !== 'refund_pending') return;
  if (!row.platform_transaction_id) {
    await transactions.recordRefund(
      deps.db,
      id,
      { status: 'refund_failed', reference: null, reason: 'The payment provider gave no reference to refund.' },
      now,
    );
    return;
  }
  let answer: RefundOutcome;
  try {
    answer = row.refund_reference
      ? await deps.gateway.refundStatus(row.refund_reference)
      : await deps.gateway.refund({
          transactionId: row.transaction_id,
          gatewayReference: row.platform_transaction_id,
          amount: row.refund_amount ?? row.amount,
          remarks: row.event_rsvp_id === null ? REFUND_REMARKS : TICKET_REFUND_REMARKS,
        });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    deps.log.warn({ err: error.message, transaction: row.transaction_id }, 'refund: the gateway could not be asked');
    await transactions.recordRefund(
      deps.db,
      id,
      { status: 'refund_pending', reference: null, reason: error.message },
      now,
    );
    return;
  }
  const status =
    answer.outcome === 'refunded' ? 'refunded' : answer.outcome === 'failed' ? 'refund_failed' : 'refund_pending';
  const recorded = await transactions.recordRefund(
    deps.db,
    id,
    { status, reference: answer.reference, reason: answer.reason },
    now,
  );
  if (recorded && status === 'refunded') await mailRefund(deps, { ...row, refund_reference: answer.reference });
  if (status === 'refund_failed')
    deps.log.error(
      { transaction: row.transaction_id, reason: answer.reason },
      'refund refused by the gateway: refund this payment by hand',
    );
}

/** Stored in the outbox, then sent at once; a mail server that is down gets it later (the outbox retries). */
async function mailRefund(deps: PaymentDeps, row: transactions.TransactionRow): Promise<void> {
  if (!deps.mailOutbox) return;
  try {
    const membershipRow = transactions.asMembershipPayment(row);
    const language = await findUserLanguage(deps.db, row.user_id);
    const mailId = await deps.mailOutbox.enqueue(
      membershipRow ? refundMail(membershipRow, language) : ticketRefundMail(row, language),
    );
    await deps.mailOutbox.deliver(mailId);
  } catch (error) {
    deps.log.error({ err: error, transaction: row.transaction_id }, 'refund mail could not be queued');
  }
}

/** How long an open refund rests between two questions to the gateway. */
const REFUND_CHECK_AFTER_MS = 5 * 60_000;

/**
 * Asks the gateway again about refunds still open (started but not settled, or never sent because the
 * gateway was down). Each is claimed first, so instances sharing the database ask once between them.
 */
export async function settlePendingRefunds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await transactions.findRefundsToSettle(deps.db, new Date(now.getTime() - REFUND_CHECK_AFTER_MS), 20);
  let asked = 0;
  for (const refund of due) {
    if (!refund.refund_requested_at) continue;
    if (!(await transactions.claimRefund(deps.db, refund.id, refund.refund_requested_at, now))) continue;
    await refundTransaction(deps, refund.id, now);
    asked += 1;
  }
  return asked;
}

async function currentStatus(deps: PaymentDeps, id: number): Promise<TransactionStatus> {
  const row = await transactions.findTransactionById(deps.db, id);
  return row?.status ?? 'failed';
}

/** The query flag the site's payment-return page reads. */
export function flagOf(status: TransactionStatus): PaymentFlag {
  if (status === 'success') return 'success';
  // The request is paid (by the other payment): the member sees the membership; this one is given back.
  if (status === 'refund_pending' || status === 'refunded' || status === 'refund_failed') return 'success';
  if (status === 'cancelled') return 'cancelled';
  return 'failed';
}
