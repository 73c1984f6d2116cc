import { api } from '@alumni/shared';
import { membershipTypePaths, type MembershipType } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getMembershipTypes(associationId: string): Promise<MembershipType[]> {
  const { data } = await api.get<{ results: MembershipType[] }>(membershipTypePaths.list(associationId));
  return data.results;
}

async function getMembershipType(associationId: string, typeId: string): Promise<MembershipType> {
  const { data } = await api.get<MembershipType>(membershipTypePaths.one(associationId, typeId));
  return data;
}

export const membershipTypesQuery = (associationId: string) =>
  queryOptions({
    queryKey: ['associations', 'detail', associationId, 'membership-types'],
    queryFn: () => getMembershipTypes(associationId),
  });

const membershipTypeQuery = (associationId: string, typeId: string) =>
  queryOptions({
    queryKey: ['associations', 'detail', associationId, 'membership-types', typeId],
    queryFn: () => getMembershipType(associationId, typeId),
  });

export const useMembershipTypes = (associationId: string) => useQuery(membershipTypesQuery(associationId));
export const useMembershipType = (associationId: string, typeId: string) =>
  useQuery(membershipTypeQuery(associationId, typeId));
