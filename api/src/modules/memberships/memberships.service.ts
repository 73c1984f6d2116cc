import type { Membership } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { isActiveOn } from './membership-dates';
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
    is_active: isActiveOn(row.end_date, on),
    user: {
      id: row.user_id,
      public_handle: row.user_public_handle,
      first_name: row.user_first_name,
      last_name: row.user_last_name,
      email: row.user_email,
      email_verified: row.user_email_verified_at !== null,
    },
  };
}

/** The caller's memberships, newest first. */
export async function listMyMemberships(db: Kysely<DB>, userId: number): Promise<{ results: Membership[] }> {
  const on = today();
  const rows = await memberships.listUserMembershipRows(db, userId);
  return { results: rows.map((row) => toMembership(row, on)) };
}
