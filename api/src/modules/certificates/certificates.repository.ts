import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { namedMemberships } from '../memberships';

/**
 * What a certificate code verifies: its period, the membership's type and serial, the association and the
 * holder's name. Nothing for a code never issued, a membership deleted (its codes go with it) or a holder
 * whose account was deleted (anonymised: no name to vouch for): each is no valid certificate.
 */
export async function findCertificateByCode(db: Kysely<DB>, code: string) {
  return namedMemberships(db)
    .innerJoin('certificate_codes as c', 'c.membership_id', 'm.id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'c.period_start',
      'c.period_end',
      'm.serial',
      'u.first_name',
      'u.last_name',
      'a.name as association_name',
      't.name as type_name',
      't.short_name as type_short_name',
    ])
    .where('c.code', '=', code)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}
