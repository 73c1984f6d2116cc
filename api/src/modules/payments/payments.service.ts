import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, TransactionStatus } from '../../db/types';
import { grantMembership } from '../memberships';
import * as transactions from '../transactions';
import type { PaymentVerification } from '../transactions';
import type { PaymentFlag } from './payment-urls';

export type PaymentDeps = { db: Kysely<DB>; log: FastifyBaseLogger };

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * Applies what the gateway confirmed to the STORED transaction, once: pending -> success (with the
 * membership, in one database transaction), failed or cancelled. A replay, or anything about a
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
    await deps.db.transaction().execute(async (trx) => {
      const updated = await transactions.markSuccessFromPending(trx, row.id, {
        transaction_date: new Date(),
        platform_transaction_id: verification.gatewayReference,
      });
      if (!updated) return;
      const granted = await grantMembership(trx, {
        userId: row.user_id,
        associationId: row.association_id,
        membershipTypeId: row.membership_type_id,
        durationMonth: row.duration_month,
        membershipRequestId: row.membership_request_id,
        transactionId: row.id,
      });
      if (!granted.created) {
        deps.log.warn(
          { transaction: row.transaction_id },
          'a second payment for a request that already has its membership (refund it)',
        );
      }
    });
    return currentStatus(deps, row.id);
  }

  const ending =
    verification.outcome === 'cancelled' ? 'cancelled' : verification.outcome === 'failed' ? 'failed' : null;
  if (ending && (confirmed || verification.outcome === 'cancelled' || options.acceptUnconfirmedEnding)) {
    await transactions.markEndedFromPending(deps.db, row.id, ending);
  }
  return currentStatus(deps, row.id);
}

async function currentStatus(deps: PaymentDeps, id: number): Promise<TransactionStatus> {
  const row = await transactions.findTransactionById(deps.db, id);
  return row?.status ?? 'failed';
}

/** The query flag the site's payment-return page reads. */
export function flagOf(status: TransactionStatus): PaymentFlag {
  if (status === 'success') return 'success';
  if (status === 'cancelled') return 'cancelled';
  return 'failed';
}
