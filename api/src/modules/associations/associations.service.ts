import type { Association, AssociationListItem, AssociationPatch, Paginated } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { today } from '../../lib/business-dates';
import { containsPattern, normalizeText } from '../../lib/text';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin, associationNotFound } from './association-access';
import * as associations from './associations.repository';

/** Parsed by `associationPatchSchema`: '' for phone/email clears them, null for a link clears it. */
export type AssociationUpdateInput = Omit<AssociationPatch, 'established_year' | 'links'> & {
  established_year?: number;
  links?: { facebook?: string | null; linkedin?: string | null; twitter?: string | null };
};

function toAssociation(row: associations.AssociationRow): Association {
  const { facebook, linkedin, twitter, member_count, ...fields } = row;
  return { ...fields, member_count: member_count ?? 0, links: { facebook, linkedin, twitter } };
}

export async function listAssociations(
  db: Kysely<DB>,
  query: { q?: string; name?: string; page: number; limit: number },
): Promise<Paginated<AssociationListItem>> {
  const search = query.q || query.name;
  const pattern = search ? containsPattern(normalizeText(search)) : null;
  const [count, rows] = await Promise.all([
    associations.countAssociations(db, pattern),
    associations.listAssociations(db, {
      pattern,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      today: today(),
    }),
  ]);
  return { count, results: rows.map((row) => ({ ...row, member_count: row.member_count ?? 0 })) };
}

export async function getAssociation(db: Kysely<DB>, id: number): Promise<Association> {
  const row = await associations.findAssociation(db, id, today());
  if (!row) throw associationNotFound();
  return toAssociation(row);
}

export async function updateAssociation(
  db: Kysely<DB>,
  user: RequestUser,
  id: number,
  input: AssociationUpdateInput,
): Promise<Association> {
  await assertAssociationAdmin(db, user, id);
  // Only the fields sent change (PATCH).
  const changes: associations.AssociationChanges = {};
  for (const field of ['name', 'tagline', 'about', 'address', 'society_prefix'] as const) {
    const value = input[field];
    if (value !== undefined) changes[field] = normalizeText(value);
  }
  if (input.website !== undefined) changes.website = input.website;
  if (input.established_year !== undefined) changes.established_year = input.established_year;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.email !== undefined) changes.email = input.email;
  for (const network of ['facebook', 'linkedin', 'twitter'] as const) {
    const link = input.links?.[network];
    if (link !== undefined) changes[network] = link;
  }
  if (!(await associations.updateAssociation(db, id, changes))) throw associationNotFound();
  return getAssociation(db, id);
}
