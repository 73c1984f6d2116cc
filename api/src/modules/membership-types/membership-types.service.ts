import { MEMBERSHIP_TYPE_RETIRED_MESSAGE, type MembershipType } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { normalizeText } from '../../lib/text';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin, associationExists, associationNotFound } from '../associations';
import * as types from './membership-types.repository';

export type MembershipTypeInput = types.TypeValues & { alumni_association?: number };

const APPLICATIONS_RETIRED_MESSAGE =
  'This membership type has membership applications, so it was retired: existing applications keep it and no one new can choose it.';

const typeNotFound = () => new NotFoundError('Membership type not found.', 'MEMBERSHIP_TYPE_NOT_FOUND');

function toMembershipType(row: types.MembershipTypeRow): MembershipType {
  return {
    id: row.id,
    name: row.name,
    short_name: row.short_name,
    description: row.description,
    fee: row.fee,
    duration_month: row.duration_month,
    alumni_association: row.association_id,
    member_count: row.member_count ?? 0,
  };
}

/** `alumni_association` in a body is optional; when sent it must name the association of the address. */
function assertSameAssociation(associationId: number, sent: number | undefined) {
  if (sent === undefined || sent === associationId) return;
  const message = `alumni_association must be ${associationId}, the association in the address (it was ${sent}).`;
  throw new ValidationError(message, { alumni_association: [message] });
}

function normalized<T extends Partial<types.TypeValues>>(input: T): T {
  const out = { ...input };
  for (const key of ['name', 'short_name', 'description'] as const) {
    const value = out[key];
    if (value !== undefined) out[key] = normalizeText(value) as T[typeof key];
  }
  return out;
}

export async function listMembershipTypes(
  db: Kysely<DB>,
  associationId: number,
): Promise<{ results: MembershipType[] }> {
  const [exists, rows] = await Promise.all([associationExists(db, associationId), types.listTypes(db, associationId)]);
  if (!exists) throw associationNotFound();
  return { results: rows.map(toMembershipType) };
}

export async function getMembershipType(
  db: Kysely<DB>,
  associationId: number,
  typeId: number,
): Promise<MembershipType> {
  const row = await types.findType(db, associationId, typeId);
  if (row) return toMembershipType(row);
  if (!(await associationExists(db, associationId))) throw associationNotFound();
  throw typeNotFound();
}

export async function createMembershipType(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  input: MembershipTypeInput,
): Promise<MembershipType> {
  await assertAssociationAdmin(db, user, associationId);
  assertSameAssociation(associationId, input.alumni_association);
  const { alumni_association: _ignored, ...values } = input;
  const id = await types.insertType(db, associationId, normalized(values));
  return getMembershipType(db, associationId, id);
}

export async function updateMembershipType(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  typeId: number,
  input: Partial<MembershipTypeInput>,
): Promise<MembershipType> {
  await assertAssociationAdmin(db, user, associationId);
  assertSameAssociation(associationId, input.alumni_association);
  const { alumni_association: _ignored, ...rest } = input;
  const changes = Object.fromEntries(
    Object.entries(normalized(rest)).filter(([, v]) => v !== undefined),
  ) as Partial<types.TypeValues>;
  if (Object.keys(changes).length > 0 && !(await types.updateType(db, associationId, typeId, changes)))
    throw typeNotFound();
  return getMembershipType(db, associationId, typeId);
}

/**
 * Deletes a type no one holds or applied for. A type with memberships (or applications) is
 * retired instead: kept for them, hidden from the list, no longer chosen; the answer then carries
 * the message that says so.
 */
export async function deleteMembershipType(
  db: Kysely<DB>,
  user: RequestUser,
  associationId: number,
  typeId: number,
): Promise<{ retired: false } | { retired: true; message: string }> {
  await assertAssociationAdmin(db, user, associationId);
  return db.transaction().execute(async (trx) => {
    if (!(await types.lockType(trx, associationId, typeId))) throw typeNotFound();
    const usage = await types.typeUsage(trx, typeId);
    if (usage.hasMembers || usage.hasApplications) {
      await types.retireType(trx, typeId);
      return {
        retired: true as const,
        message: usage.hasMembers ? MEMBERSHIP_TYPE_RETIRED_MESSAGE : APPLICATIONS_RETIRED_MESSAGE,
      };
    }
    await types.deleteType(trx, typeId);
    return { retired: false as const };
  });
}
