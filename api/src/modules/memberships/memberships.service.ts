import type { Membership } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { toUserSummary } from '../users';
import { verifyUrl } from './certificate-code';
import { certificateCodes } from './certificate-codes.service';
import { isActiveOn, membershipStatus } from './membership-dates';
import * as memberships from './memberships.repository';

export function toMembership(row: Omit<memberships.MembershipRow, 'created_at'>, on = today()): Membership {
  return {
    id: row.id,
    alumni_association: {
      id: row.association_id,
      name: row.association_name,
      logo: row.association_logo,
      website: row.association_website,
    },
    institute: row.institute,
    batch: row.batch,
    roll_number: row.roll_number,
    membership_type: {
      id: row.type_id,
      name: row.type_name,
      short_name: row.type_short_name,
      fee: row.type_fee,
      duration_month: row.type_duration_month,
    },
    serial: row.serial,
    start_date: row.start_date,
    end_date: row.end_date,
    period_start: row.period_start,
    is_active: isActiveOn(row.end_date, on),
    status: membershipStatus(row.end_date, on),
    user: { ...toUserSummary(row), email_verified: row.user_email_verified_at !== null },
    // Only an imported membership says so: answers of memberships from applications stay as they were.
    ...(row.source === 'imported' && { source: row.source }),
  };
}

/** The caller's memberships, newest first, each with the address that verifies its certificate (the holder's only). */
export async function listMyMemberships(
  db: Kysely<DB>,
  userId: number,
  publicOrigin: string,
  on = today(),
): Promise<{ results: Membership[] }> {
  const rows = await memberships.listUserMembershipRows(db, userId);
  const codes = await certificateCodes(db, rows);
  return {
    results: rows.map((row) => {
      const code = codes.get(row.id);
      return { ...toMembership(row, on), ...(code && { verify_url: verifyUrl(publicOrigin, code) }) };
    }),
  };
}
