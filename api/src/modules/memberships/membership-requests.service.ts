import type { MembershipRequest } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { StoredObject } from '../../storage/object-store';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { associationExists, associationNotFound, isAssociationAdmin } from '../associations';
import { storeUpload } from '../../lib/uploads';
import * as requests from './membership-requests.repository';
import { proofDocumentUrl, type ProofStore } from './proof-store';

export type MembershipRequestDeps = { db: Kysely<DB>; proofs: ProofStore };

export type MembershipRequestInput = {
  institute: string;
  batch: string;
  roll_number: string;
  membership_type: number;
};

const REQUEST_NOT_FOUND = 'Membership request not found.';

function toMembershipRequest(row: requests.MembershipRequestRow): MembershipRequest {
  return {
    id: row.id,
    institute: row.institute,
    batch: row.batch,
    roll_number: row.roll_number,
    membership_type: row.membership_type_id,
    alumni_association: row.association_id,
    proof_document: row.proof_document ? proofDocumentUrl(row.id) : null,
    created_at: row.created_at,
  };
}

/** A signed-in user applies for a membership type of an association, optionally with a PDF proof. */
export async function createMembershipRequest(
  deps: MembershipRequestDeps,
  user: RequestUser,
  associationId: number,
  input: MembershipRequestInput,
  proof: Buffer | null,
): Promise<MembershipRequest> {
  if (!(await associationExists(deps.db, associationId))) throw associationNotFound();
  const type = await requests.findMembershipType(deps.db, input.membership_type);
  if (!type || type.association_id !== associationId) {
    const message = 'Choose a membership type offered by this association.';
    throw new ValidationError(message, { membership_type: [message] });
  }
  if (type.is_retired) {
    const message = `The membership type "${type.name}" is no longer offered. Choose another one.`;
    throw new ValidationError(message, { membership_type: [message] });
  }

  let proofKey: string | null = null;
  if (proof) {
    proofKey = await storeUpload('proof_document', () => deps.proofs.store(proof));
  }
  try {
    const row = await requests.insertMembershipRequest(deps.db, {
      user_id: user.id,
      association_id: associationId,
      membership_type_id: type.id,
      institute: input.institute,
      batch: input.batch,
      roll_number: input.roll_number,
      proof_document: proofKey,
    });
    return toMembershipRequest(row);
  } catch (error) {
    // Nothing half-written: the stored file goes when the row could not be written.
    await deps.proofs.remove(proofKey);
    throw error;
  }
}

/** The proof PDF, for the requester and the association's admins (the super admin too); others 404. */
export async function getProofDocument(
  deps: MembershipRequestDeps,
  user: RequestUser,
  requestId: number,
): Promise<{ document: StoredObject; filename: string }> {
  const row = await requests.findMembershipRequest(deps.db, requestId);
  if (!row) throw new NotFoundError(REQUEST_NOT_FOUND, 'MEMBERSHIP_REQUEST_NOT_FOUND');
  const allowed = row.user_id === user.id || (await isAssociationAdmin(deps.db, user, row.association_id));
  if (!allowed) throw new NotFoundError(REQUEST_NOT_FOUND, 'MEMBERSHIP_REQUEST_NOT_FOUND');
  const document = row.proof_document ? await deps.proofs.open(row.proof_document) : null;
  if (!document) throw new NotFoundError('This membership request has no proof document.', 'PROOF_DOCUMENT_NOT_FOUND');
  return { document, filename: `proof-document-${row.id}.pdf` };
}
