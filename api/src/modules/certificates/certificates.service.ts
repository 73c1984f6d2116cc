import { CERTIFICATE_QUEUED_CODE } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { readObject, type ObjectStore } from '../../storage/object-store';
import { AppError, TooManyRequestsError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import type { MailOutbox } from '../mail';
import { mailTexts } from '../../i18n/catalogs/mail';
import {
  certificateCode,
  findMembershipRow,
  formatSerial,
  membershipNotFound,
  printedCode,
  verifyUrl,
  type MembershipRow,
} from '../memberships';
import { renderCertificate } from './certificate-pdf';

export type CertificateDeps = {
  db: Kysely<DB>;
  mailOutbox: MailOutbox;
  storage: ObjectStore;
  limiter: AttemptLimiter;
  /** Per member: PDFs downloaded. */
  downloads: AttemptLimiter;
  /** PUBLIC_ORIGIN: where the certificate's QR code leads. */
  publicOrigin: string;
};

const CERTIFICATE_SENT =
  'Certificate sent to your email successfully. Please check your email to download the certificate.';
const CERTIFICATE_QUEUED =
  'We could not reach the mail server, so your certificate is queued and will be e-mailed to you shortly.';

/**
 * The logo behind a `/media/...` URL, read from the store every instance shares; null when the
 * association has none or the object is gone. A store that cannot be reached is a 503, not a
 * certificate quietly printed without its logo.
 */
async function readLogo(storage: ObjectStore, logo: string | null): Promise<Buffer | null> {
  if (!logo?.startsWith('/media/')) return null;
  return readObject(storage, `media/${logo.slice('/media/'.length)}`);
}

const memberNameOf = (row: MembershipRow) => `${row.user_first_name} ${row.user_last_name}`.trim() || row.user_email;

/** The certificate of the membership's current period, with the QR code and link that verify it. */
async function certificatePdf(deps: CertificateDeps, row: MembershipRow): Promise<Buffer> {
  const code = await certificateCode(deps.db, row);
  return renderCertificate({
    associationName: row.association_name,
    logo: await readLogo(deps.storage, row.association_logo),
    memberName: memberNameOf(row),
    membershipType: row.type_name,
    serial: formatSerial(row.type_short_name, row.serial),
    fee: row.type_fee,
    startDate: row.start_date,
    endDate: row.end_date,
    issuedOn: today(),
    verifyUrl: verifyUrl(deps.publicOrigin, code),
    printedCode: printedCode(code),
    language: row.user_language,
  });
}

async function certificateMail(deps: CertificateDeps, row: MembershipRow) {
  const memberName = memberNameOf(row);
  const serial = formatSerial(row.type_short_name, row.serial);
  const pdf = await certificatePdf(deps, row);
  const t = mailTexts(row.user_language);
  return {
    to: row.user_email,
    subject: t('certificateMail.subject', { association: row.association_name }),
    text: t('certificateMail.body', {
      name: memberName,
      type: row.type_name,
      association: row.association_name,
      serial,
    }),
    attachments: [{ filename: `membership-certificate-${serial}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/**
 * Renders the owner's certificate and mails it: stored in the outbox first, then sent at once.
 * When the mail server cannot be reached the mail stays queued (retried with backoff) and this
 * answers 503 MAIL_QUEUED. Another user's membership is 404.
 */
async function throttle(limiter: AttemptLimiter, user: RequestUser, what: string) {
  const wait = await limiter.hit(String(user.id));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(
      wait,
      `You have asked for your certificate several times in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}${what}.`,
    );
  }
}

/** The owner's membership, or 404 for anyone else's (its existence is not revealed). */
async function ownMembership(deps: CertificateDeps, user: RequestUser, membershipId: number): Promise<MembershipRow> {
  const row = await findMembershipRow(deps.db, membershipId);
  if (!row || row.user_id !== user.id) throw membershipNotFound();
  return row;
}

export async function sendCertificate(
  deps: CertificateDeps,
  user: RequestUser,
  membershipId: number,
): Promise<{ message: string }> {
  await throttle(deps.limiter, user, ' and check your e-mail first');
  const row = await ownMembership(deps, user, membershipId);
  const mailId = await deps.mailOutbox.enqueue(await certificateMail(deps, row));
  const result = await deps.mailOutbox.deliver(mailId);
  if (!result.delivered) throw new AppError(503, CERTIFICATE_QUEUED_CODE, CERTIFICATE_QUEUED);
  return { message: CERTIFICATE_SENT };
}

/** The owner's certificate as a PDF to download, with its file name; another user's membership is 404. */
export async function downloadCertificate(
  deps: CertificateDeps,
  user: RequestUser,
  membershipId: number,
): Promise<{ pdf: Buffer; filename: string }> {
  await throttle(deps.downloads, user, ' and open the one you downloaded');
  const row = await ownMembership(deps, user, membershipId);
  const serial = formatSerial(row.type_short_name, row.serial);
  // The type's short name is the association's text: only safe characters go into the header.
  const filename = `membership-certificate-${serial.replace(/[^\w.-]/g, '_')}.pdf`;
  return { pdf: await certificatePdf(deps, row), filename };
}
