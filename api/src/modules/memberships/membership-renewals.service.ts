import { isRenewable } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { membershipStatus } from './membership-dates';
import * as requests from './membership-requests.repository';
import * as memberships from './memberships.repository';

export const membershipNotFound = () => new NotFoundError('Membership not found.', 'MEMBERSHIP_NOT_FOUND');

/** The caller's membership to renew, or 404 for anyone else's (as for one that does not exist). */
async function findHeldMembership(db: Kysely<DB>, user: RequestUser, membershipId: number) {
  const membership = await requests.findMembershipToRenew(db, membershipId);
  if (!membership || membership.user_id !== user.id) throw membershipNotFound();
  return membership;
}

/**
 * The membership request that renews the caller's membership with `typeId`: the open one of that type
 * (renewing twice answers the same request, hence the same charge), else a new one with the institute,
 * batch and roll number of the membership. Decided under the membership's row lock, so two renewals at
 * once make one request. Someone else's membership answers 404; only an expiring or expired one renews.
 * `on`: today's business date.
 */
/** The membership is the caller's (else 404, as for one that does not exist): checked before the body is read. */
export async function assertMembershipHolder(db: Kysely<DB>, user: RequestUser, membershipId: number): Promise<void> {
  await findHeldMembership(db, user, membershipId);
}

export async function openRenewalRequest(
  db: Kysely<DB>,
  user: RequestUser,
  membershipId: number,
  typeId: number,
  on: string,
): Promise<number> {
  const membership = await findHeldMembership(db, user, membershipId);
  const status = membershipStatus(membership.end_date, on);
  if (!isRenewable(status)) {
    const message =
      status === 'lifetime'
        ? 'A lifetime membership never ends: there is nothing to renew.'
        : `This membership is active until ${membership.end_date}: it can be renewed from 30 days before it ends.`;
    throw new ConflictError(message, 'NOT_RENEWABLE');
  }
  const type = await requests.findMembershipType(db, typeId);
  if (!type || type.association_id !== membership.association_id) {
    const message = 'Choose a membership type offered by this association.';
    throw new ValidationError(message, { membership_type: [message] });
  }
  if (type.is_retired) {
    const message = `The membership type "${type.name}" is no longer offered. Choose another one.`;
    throw new ValidationError(message, { membership_type: [message] });
  }

  return db.transaction().execute(async (trx) => {
    await memberships.lockMembership(trx, membership.id);
    const open = await requests.findOpenRenewalRequest(trx, membership.id, type.id);
    if (open) return open.id;
    const row = await requests.insertMembershipRequest(trx, {
      user_id: user.id,
      association_id: membership.association_id,
      membership_type_id: type.id,
      institute: membership.institute,
      batch: membership.batch,
      roll_number: membership.roll_number,
      proof_document: null,
      renewal_of: membership.id,
    });
    return row.id;
  });
}
