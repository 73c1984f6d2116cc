import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { membershipNotFound } from './membership-renewals.service';
import { renewalPeriod } from './membership-dates';
import * as memberships from './memberships.repository';

export type RenewalInput = {
  membershipId: number;
  membershipRequestId: number;
  membershipTypeId: number;
  durationMonth: number;
  transactionId: number | null;
  /** The payment's business date (yyyy-MM-dd in Asia/Dhaka). */
  paidOn: string;
};

/** The new period of a completed renewal; `created` false: this request's period was already added. */
export type Renewed = {
  id: number;
  serial: number;
  created: boolean;
  period: { start: string; end: string | null } | null;
};

/**
 * THE place where a renewal completes (offline approval, online payment and a free type all come
 * here through grantMembership, inside the transaction that records the payment): the membership keeps
 * its serial and gets a new period from the later of its old end and the payment day. The membership's
 * row is locked, and a request adds at most one period (a replayed confirmation adds none).
 * Whatever should follow a paid renewal (the "renewal paid" mail) keys on `created` and `period`,
 * after the caller's transaction commits.
 */
export async function applyRenewal(trx: Transaction<DB>, input: RenewalInput): Promise<Renewed> {
  const membership = await memberships.lockMembership(trx, input.membershipId);
  if (!membership) throw membershipNotFound();
  const base = { id: membership.id, serial: membership.serial };
  if (await memberships.hasPeriodFromRequest(trx, input.membershipRequestId)) {
    return { ...base, created: false, period: null };
  }
  const period = renewalPeriod(membership.end_date, input.paidOn, input.durationMonth);
  const row = {
    membership_id: membership.id,
    membership_request_id: input.membershipRequestId,
    transaction_id: input.transactionId,
    membership_type_id: input.membershipTypeId,
    start_date: period.start,
    end_date: period.end,
  };
  await memberships.insertPeriod(trx, row);
  await memberships.extendMembership(trx, row);
  return { ...base, created: true, period };
}
