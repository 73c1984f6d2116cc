import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { today } from '../../lib/business-dates';
import { membershipEndDate } from './membership-dates';
import * as memberships from './memberships.repository';

export type GrantInput = {
  userId: number;
  associationId: number;
  membershipTypeId: number;
  durationMonth: number;
  membershipRequestId: number;
  /** transactions.id of the payment. */
  transactionId: number | null;
  /** A serial the admin chose; without it the next free one of the association. */
  customSerial?: number;
};

export type Granted = { id: number; serial: number; created: boolean };

const serialTakenMessage = (serial: number) =>
  `Membership serial ${serial} is already used in this association. Choose another serial or leave it empty.`;

/**
 * Creates the membership of a paid request, inside the caller's transaction. The association row
 * is locked first, so concurrent grants take serials one after the other. A request that already
 * has its membership keeps it (a replayed confirmation never makes a second one).
 */
export async function grantMembership(trx: Transaction<DB>, input: GrantInput): Promise<Granted> {
  const highest = await memberships.lockSerialCounter(trx, input.associationId);
  if (highest === undefined) throw new NotFoundError('Association not found.', 'ASSOCIATION_NOT_FOUND');

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
  return { ...created, created: true };
}
