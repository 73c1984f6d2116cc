import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError } from '../../lib/errors';
import { today } from '../../lib/business-dates';
import { associationNotFound } from '../associations';
import { membershipEndDate } from './membership-dates';
import * as memberships from './memberships.repository';
import { applyRenewal } from './renew-membership';

export type GrantInput = {
  userId: number;
  associationId: number;
  membershipTypeId: number;
  durationMonth: number;
  membershipRequestId: number;
  /** transactions.id of the payment. */
  transactionId: number | null;
  /** A serial the admin chose; without it the next free one of the association (a renewal keeps its own). */
  customSerial?: number;
  /** The payment's business date; today in Asia/Dhaka by default. A renewal's new period starts from it. */
  paidOn?: string;
};

/** `renewal`: the request renewed an existing membership (its new period, null when already added). */
export type Granted = {
  id: number;
  serial: number;
  created: boolean;
  renewal?: { start: string; end: string | null } | null;
};

/** A paid transaction's row (transactions.TransactionRow): whose membership, of which request and type. */
export type PaidTransaction = {
  id: number;
  user_id: number;
  association_id: number;
  membership_type_id: number;
  duration_month: number;
  membership_request_id: number;
};

const serialTakenMessage = (serial: number) =>
  `Membership serial ${serial} is already used in this association. Choose another serial or leave it empty.`;

/**
 * Creates the membership of a paid request, inside the caller's transaction. The association row
 * is locked first, so concurrent grants take serials one after the other. A request that already
 * has its membership keeps it (a replayed confirmation never makes a second one). A request that
 * renews a membership extends that one instead (applyRenewal).
 */
export async function grantMembership(trx: Transaction<DB>, input: GrantInput): Promise<Granted> {
  const renewalOf = await memberships.findRenewalOf(trx, input.membershipRequestId);
  if (renewalOf) {
    const renewed = await applyRenewal(trx, {
      membershipId: renewalOf,
      membershipRequestId: input.membershipRequestId,
      membershipTypeId: input.membershipTypeId,
      durationMonth: input.durationMonth,
      transactionId: input.transactionId,
      paidOn: input.paidOn ?? today(),
    });
    return { id: renewed.id, serial: renewed.serial, created: renewed.created, renewal: renewed.period };
  }

  const highest = await memberships.lockSerialCounter(trx, input.associationId);
  if (highest === undefined) throw associationNotFound();

  const existing = await memberships.findMembershipIdByRequest(trx, input.membershipRequestId);
  if (existing !== undefined) {
    const row = await memberships.findMembershipRow(trx, existing);
    return { id: existing, serial: row?.serial ?? 0, created: false };
  }

  let serial = highest + 1;
  if (input.customSerial !== undefined) {
    serial = input.customSerial;
    if (await memberships.isSerialUsed(trx, input.associationId, serial)) {
      throw new ConflictError(serialTakenMessage(serial), 'SERIAL_TAKEN', {
        membership_serial: [serialTakenMessage(serial)],
      });
    }
  }
  // A custom serial above the counter moves it up, so the next automatic serial does not collide.
  await memberships.setLastSerial(trx, input.associationId, serial);

  const startDate = today();
  const created = await memberships.insertMembership(trx, {
    user_id: input.userId,
    association_id: input.associationId,
    membership_type_id: input.membershipTypeId,
    membership_request_id: input.membershipRequestId,
    transaction_id: input.transactionId,
    serial,
    start_date: startDate,
    end_date: membershipEndDate(startDate, input.durationMonth),
  });
  await memberships.insertPeriod(trx, {
    membership_id: created.id,
    membership_request_id: input.membershipRequestId,
    transaction_id: input.transactionId,
    membership_type_id: input.membershipTypeId,
    start_date: startDate,
    end_date: membershipEndDate(startDate, input.durationMonth),
  });
  return { ...created, created: true };
}

/**
 * The membership a paid transaction gives (an admin's approval or the gateway's confirmation), inside
 * the caller's database transaction.
 */
export function grantForTransaction(
  trx: Transaction<DB>,
  row: PaidTransaction,
  { customSerial, paidOn }: Pick<GrantInput, 'customSerial' | 'paidOn'> = {},
): Promise<Granted> {
  return grantMembership(trx, {
    userId: row.user_id,
    associationId: row.association_id,
    membershipTypeId: row.membership_type_id,
    durationMonth: row.duration_month,
    membershipRequestId: row.membership_request_id,
    transactionId: row.id,
    customSerial,
    paidOn,
  });
}
