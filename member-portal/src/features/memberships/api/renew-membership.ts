import { api, associationKeys } from '@alumni/shared';
import { membershipPaths, membershipTypePaths, type MembershipRenew } from '@alumni/shared/contracts';
import { useQuery } from '@tanstack/react-query';

/** POST /memberships/{id}/renew/: the transaction to pay next (payment_url for online), as after applying. */
export async function renewMembership(membershipId: number, body: MembershipRenew) {
  const { data } = await api.post(membershipPaths.renew(membershipId), body);
  return data;
}

/** The association's types still offered (a retired one is not listed): what a renewal may choose. */
export const useOfferedTypes = (associationId: number, enabled: boolean) =>
  useQuery({
    queryKey: associationKeys.membershipTypes(String(associationId)),
    queryFn: async () => (await api.get(membershipTypePaths.list(associationId))).data.results,
    enabled,
  });
