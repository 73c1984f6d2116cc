import { api, associationKeys } from '@alumni/shared';
import { membershipTypePaths, type MembershipType } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getMembershipTypes(associationId: string): Promise<MembershipType[]> {
  const { data } = await api.get(membershipTypePaths.list(associationId));
  return data.results;
}

async function getMembershipType(associationId: string, typeId: string) {
  const { data } = await api.get(membershipTypePaths.one(associationId, typeId));
  return data;
}

export const membershipTypesQuery = (associationId: string) =>
  queryOptions({
    queryKey: associationKeys.membershipTypes(associationId),
    queryFn: () => getMembershipTypes(associationId),
  });

const membershipTypeQuery = (associationId: string, typeId: string) =>
  queryOptions({
    queryKey: associationKeys.membershipType(associationId, typeId),
    queryFn: () => getMembershipType(associationId, typeId),
  });

export const useMembershipTypes = (associationId: string) => useQuery(membershipTypesQuery(associationId));
export const useMembershipType = (associationId: string, typeId: string) =>
  useQuery(membershipTypeQuery(associationId, typeId));
