import { CERTIFICATE_QUEUED_CODE } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { readObject, type ObjectStore } from '../../storage/object-store';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import type { MailOutbox } from '../mail';
import { findMembershipRow, type MembershipRow } from '../memberships';
import { renderCertificate } from './certificate-pdf';

export type CertificateDeps = {
  db: Kysely<DB>;
  mailOutbox: MailOutbox;
  storage: ObjectStore;
  limiter: AttemptLimiter;
};

const CERTIFICATE_SENT =
  'Certificate sent to your email successfully. Please check your email to download the certificate.';
const CERTIFICATE_QUEUED =
  'We could not reach the mail server, so your certificate is queued and will be e-mailed to you shortly.';

/** `LM-0042`: the membership type's short name and the serial, zero-padded to 4 digits. */
const formatSerial = (shortName: string, serial: number) => `${shortName}-${String(serial).padStart(4, '0')}`;

/**
 * The logo behind a `/media/...` URL, read from the store every instance shares; null when the
 * association has none or the object is gone. A store that cannot be reached is a 503, not a
 * certificate quietly printed without its logo.
 */
async function readLogo(storage: ObjectStore, logo: string | null): Promise<Buffer | null> {
  if (!logo?.startsWith('/media/')) return null;
  return readObject(storage, `media/${logo.slice('/media/'.length)}`);
}

async function certificateMail(deps: CertificateDeps, row: MembershipRow) {
  const memberName = `${row.user_first_name} ${row.user_last_name}`.trim() || row.user_email;
  const serial = formatSerial(row.type_short_name, row.serial);
  const pdf = await renderCertificate({
    associationName: row.association_name,
    logo: await readLogo(deps.storage, row.association_logo),
    memberName,
    membershipType: row.type_name,
    serial,
    fee: row.type_fee,
    startDate: row.start_date,
    endDate: row.end_date,
    issuedOn: today(),
    certificateId: `CERT-${String(row.id).padStart(6, '0')}`,
  });
  return {
    to: row.user_email,
    subject: `Your membership certificate — ${row.association_name}`,
    text:
      `Dear ${memberName},\n\n` +
      `Your ${row.type_name} membership certificate of ${row.association_name} (serial ${serial}) is attached as a PDF.\n\n` +
      `Thank you for being a member.\n${row.association_name}\n`,
    attachments: [{ filename: `membership-certificate-${serial}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/**
 * Renders the owner's certificate and mails it: stored in the outbox first, then sent at once.
 * When the mail server cannot be reached the mail stays queued (retried with backoff) and this
 * answers 503 MAIL_QUEUED. Another user's membership is 404.
 */
export async function sendCertificate(
  deps: CertificateDeps,
  user: RequestUser,
  membershipId: number,
): Promise<{ message: string }> {
  const wait = await deps.limiter.hit(String(user.id));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(
      wait,
      `You have asked for your certificate several times in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and check your e-mail first.`,
    );
  }
  const row = await findMembershipRow(deps.db, membershipId);
  if (!row || row.user_id !== user.id) throw new NotFoundError('Membership not found.', 'MEMBERSHIP_NOT_FOUND');

  const mailId = await deps.mailOutbox.enqueue(await certificateMail(deps, row));
  const result = await deps.mailOutbox.deliver(mailId);
  if (!result.delivered) throw new AppError(503, CERTIFICATE_QUEUED_CODE, CERTIFICATE_QUEUED);
  return { message: CERTIFICATE_SENT };
}
