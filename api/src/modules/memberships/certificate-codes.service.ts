import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { newCertificateCode } from './certificate-code';
import { findPeriodCodes, insertPeriodCodes, type MembershipPeriod } from './certificate-codes.repository';

/**
 * The certificate code of each membership's current period, issued on first use: the same code for as
 * long as the period lasts, a new one once the membership's dates change (a renewal).
 */
export async function certificateCodes(db: Kysely<DB>, periods: MembershipPeriod[]): Promise<Map<number, string>> {
  const found = await findPeriodCodes(db, periods);
  const missing = periods.filter((period) => !found.has(period.id));
  if (missing.length === 0) return found;
  await insertPeriodCodes(
    db,
    missing.map((period) => ({ code: newCertificateCode(), period })),
  );
  return findPeriodCodes(db, periods);
}

export async function certificateCode(db: Kysely<DB>, period: MembershipPeriod): Promise<string> {
  const code = (await certificateCodes(db, [period])).get(period.id);
  // Only a membership deleted between the two reads has none.
  if (!code) throw new Error(`No certificate code for membership ${period.id}`);
  return code;
}
