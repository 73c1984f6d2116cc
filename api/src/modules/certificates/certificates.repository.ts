import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/**
 * What a certificate code verifies: its period, the membership's type and serial, the association and the
 * holder's name. Nothing for a code never issued, a membership deleted (its codes go with it) or a holder
 * whose account was deleted (anonymised: no name to vouch for): each is no valid certificate.
 */
export async function findCertificateByCode(db: Kysely<DB>, code: string) {
  return db
    .selectFrom('certificate_codes as c')
    .innerJoin('memberships as m', 'm.id', 'c.membership_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('associations as a', 'a.id', 'm.association_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
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
