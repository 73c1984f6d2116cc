import type { Association, MembershipType } from '@alumni/shared/contracts';
import { makeAssociation } from '@alumni/shared/testing';

export const association: Association = makeAssociation({ id: 3, name: 'Ideal School Alumni', society_prefix: 'ISA' });

export const membershipType = (overrides: Partial<MembershipType> = {}): MembershipType => ({
  id: 8,
  name: 'Life Member',
  short_name: 'LM',
  description: 'Lifetime membership with voting rights.',
  fee: 10000,
  duration_month: 1200,
  alumni_association: 3,
  member_count: 4,
  ...overrides,
});

/** Answers GET calls by URL. */
export const getByUrl = (routes: Record<string, unknown>) => async (url: string) => {
  if (!(url in routes)) throw new Error(`unexpected GET ${url}`);
  return { status: 200, data: routes[url] };
};
