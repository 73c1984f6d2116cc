import type { RegistrationRequest, RegistrationRequestBody, Paginated } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { normalizeText } from '../../lib/text';
import type { RequestUser } from '../../plugins/auth';
import * as associations from '../associations';
import { findUserLanguage } from '../auth';
import type { MailNotices } from '../mail';
import { registrationApprovedMail, registrationRefusedMail } from './registration-mails';
import * as requests from './registration-requests.repository';
import { deriveSocietyPrefix } from './society-prefix';

const REQUEST_NOT_FOUND = 'Registration request not found.';
/** The applicant becomes the first admin of the association, under this designation. */
const FOUNDER_DESIGNATION = 'President';

const notFound = () => new NotFoundError(REQUEST_NOT_FOUND, 'REGISTRATION_REQUEST_NOT_FOUND');

function toRegistrationRequest(row: requests.RequestRow): RegistrationRequest {
  return {
    id: row.id,
    name: row.name,
    about: row.about,
    established_year: row.established_year,
    address: row.address,
    created_at: row.created_at,
    is_approved: row.is_approved,
    approved_at: row.approved_at,
    refused_at: row.refused_at,
    refusal_reason: row.refusal_reason,
    alumni_association: row.association_id,
    applicant: {
      id: row.applicant_id,
      first_name: row.applicant_first_name,
      last_name: row.applicant_last_name,
      email: row.applicant_email,
      bio: row.applicant_bio,
    },
  };
}

export type RegistrationInput = Omit<RegistrationRequestBody, 'established_year'> & { established_year: number };

export async function createRegistrationRequest(
  db: Kysely<DB>,
  user: RequestUser,
  input: RegistrationInput,
): Promise<RegistrationRequest> {
  const name = normalizeText(input.name);
  if (await requests.hasPendingWithName(db, user.id, name)) {
    const message = `You already applied to register "${name}" and it is waiting for approval.`;
    throw new ConflictError(message, 'REGISTRATION_REQUEST_PENDING', { name: [message] });
  }
  const id = await requests.insertRequest(db, {
    applicant_id: user.id,
    name,
    about: normalizeText(input.about),
    established_year: input.established_year,
    address: normalizeText(input.address),
  });
  return getRegistrationRequest(db, user, id);
}

/** The super admin sees every request; anyone else their own. */
export async function listRegistrationRequests(
  db: Kysely<DB>,
  user: RequestUser,
  query: { is_approved?: boolean; page: number; limit: number },
): Promise<Paginated<RegistrationRequest>> {
  const filter: requests.RequestFilter = {
    applicantId: user.isSuperuser ? null : user.id,
    isApproved: query.is_approved,
  };
  const [count, rows] = await Promise.all([
    requests.countRequests(db, filter),
    requests.listRequests(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return { count, results: rows.map(toRegistrationRequest) };
}

/** The applicant's own request, or any for the super admin; someone else's answers 404. */
export async function getRegistrationRequest(
  db: Kysely<DB>,
  user: RequestUser,
  id: number,
): Promise<RegistrationRequest> {
  const row = await requests.findRequest(db, id);
  if (!row || (!user.isSuperuser && row.applicant_id !== user.id)) throw notFound();
  return toRegistrationRequest(row);
}

export type DecisionDeps = { db: Kysely<DB>; notices: MailNotices; publicOrigin: string };

const alreadyApproved = () => new ConflictError('This association is already approved.', 'ALREADY_APPROVED');
const alreadyRefused = () => new ConflictError('This request was refused.', 'ALREADY_REFUSED');

/** Why a request could not be decided: missing (404), approved or refused already (409). */
async function undecidable(trx: Kysely<DB>, id: number): Promise<never> {
  const row = await requests.findRequest(trx, id);
  if (!row) throw notFound();
  throw row.refused_at ? alreadyRefused() : alreadyApproved();
}

/**
 * The super admin approves: in one transaction the request is marked approved, the association is
 * created from it, the applicant becomes its admin, the request is linked to it and the applicant's
 * mail is queued. All or nothing; of two approvals at once only the first creates an association,
 * the second gets a 409. A refused request is not approved afterwards.
 */
export async function approveRegistrationRequest(
  deps: DecisionDeps,
  superAdmin: RequestUser,
  id: number,
): Promise<RegistrationRequest> {
  const mailId = await deps.db.transaction().execute(async (trx) => {
    const claimed = await requests.markApproved(trx, id, superAdmin.id);
    if (!claimed) return undecidable(trx, id);
    const associationId = await associations.insertAssociation(trx, {
      name: claimed.name,
      about: claimed.about,
      address: claimed.address,
      established_year: claimed.established_year,
      society_prefix: deriveSocietyPrefix(claimed.name),
    });
    await associations.insertAssociationAdmin(trx, {
      association_id: associationId,
      user_id: claimed.applicant_id,
      designation: FOUNDER_DESIGNATION,
    });
    await requests.linkAssociation(trx, id, associationId);
    const row = (await requests.findRequest(trx, id))!;
    const applicant = {
      email: row.applicant_email,
      firstName: row.applicant_first_name,
      language: await findUserLanguage(trx, row.applicant_id),
    };
    return deps.notices.queue(
      trx,
      registrationApprovedMail(applicant, { id: associationId, name: claimed.name }, deps.publicOrigin),
    );
  });
  deps.notices.sendLater([mailId]);
  return getRegistrationRequest(deps.db, superAdmin, id);
}

/** The super admin refuses a pending request; the applicant is mailed (with the reason, when given). */
export async function refuseRegistrationRequest(
  deps: DecisionDeps,
  superAdmin: RequestUser,
  id: number,
  reason: string,
): Promise<RegistrationRequest> {
  const mailId = await deps.db.transaction().execute(async (trx) => {
    if (!(await requests.markRefused(trx, id, { refusedBy: superAdmin.id, reason }))) return undecidable(trx, id);
    const row = (await requests.findRequest(trx, id))!;
    const applicant = {
      email: row.applicant_email,
      firstName: row.applicant_first_name,
      language: await findUserLanguage(trx, row.applicant_id),
    };
    return deps.notices.queue(trx, registrationRefusedMail(applicant, { name: row.name, reason }, deps.publicOrigin));
  });
  deps.notices.sendLater([mailId]);
  return getRegistrationRequest(deps.db, superAdmin, id);
}
