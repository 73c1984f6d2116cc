import type { CertificateVerification } from '@alumni/shared/contracts';
import { formatMembershipSerial } from '@alumni/shared/format';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { NotFoundError } from '../../lib/errors';
import { isActiveOn, parseCertificateCode } from '../memberships';
import { findCertificateByCode } from './certificates.repository';

const NOT_A_CERTIFICATE = 'This is not a valid certificate.';

/**
 * What the certificate with `code` says and whether it is valid on `now`'s day in Asia/Dhaka: its period
 * has not ended (the end date is its last day; no end, a lifetime membership), as a membership is active.
 * A renewed period that starts later is valid now too: the holder is a member without a break. A code that is no
 * code, unknown, or revoked with its membership or its holder's account is 404 CERTIFICATE_NOT_FOUND, all
 * alike, so the answer tells a guesser nothing.
 */
export async function verifyCertificate(
  db: Kysely<DB>,
  code: string,
  now = new Date(),
): Promise<CertificateVerification> {
  const parsed = parseCertificateCode(code);
  const row = parsed ? await findCertificateByCode(db, parsed) : undefined;
  if (!row) throw new NotFoundError(NOT_A_CERTIFICATE, 'CERTIFICATE_NOT_FOUND');
  const on = today(now);
  return {
    holder_name: `${row.first_name} ${row.last_name}`.trim() || 'Name not given',
    association_name: row.association_name,
    membership_type: row.type_name,
    serial: formatMembershipSerial(row.type_short_name, row.serial),
    start_date: row.period_start,
    end_date: row.period_end,
    is_valid: isActiveOn(row.period_end, on),
    checked_on: on,
  };
}
