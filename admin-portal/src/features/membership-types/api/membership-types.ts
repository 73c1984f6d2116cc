import { api } from '@alumni/shared';
import { membershipTypePaths, type MembershipTypeBody } from '@alumni/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const membershipTypeKeys = {
  all: (associationId: number) => ['membership-types', associationId] as const,
  detail: (associationId: number, typeId: number) => ['membership-types', associationId, typeId] as const,
};

const membershipTypesQuery = (associationId: number) =>
  queryOptions({
    queryKey: membershipTypeKeys.all(associationId),
    queryFn: async () => (await api.get(membershipTypePaths.list(associationId))).data.results,
  });

const membershipTypeQuery = (associationId: number, typeId: number) =>
  queryOptions({
    queryKey: membershipTypeKeys.detail(associationId, typeId),
    queryFn: async () => (await api.get(membershipTypePaths.one(associationId, typeId))).data,
  });

export const useMembershipTypes = (associationId: number) => useQuery(membershipTypesQuery(associationId));
export const useMembershipType = (associationId: number, typeId: number) =>
  useQuery(membershipTypeQuery(associationId, typeId));

/** Add (no typeId) or change a membership type; the list and the detail are refreshed. */
export function useSaveMembershipType(associationId: number, typeId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MembershipTypeBody) => {
      const payload = { ...body, alumni_association: associationId };
      const { data } = typeId
        ? await api.patch(membershipTypePaths.one(associationId, typeId), payload)
        : await api.post(membershipTypePaths.list(associationId), payload);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(associationId) }),
  });
}

export type DeleteOutcome = { retired: boolean; message: string };

/** 204 deleted; 200 with a message when members hold the type (it was retired instead). */
export function useDeleteMembershipType(associationId: number, typeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<DeleteOutcome> => {
      const response = await api.delete(membershipTypePaths.one(associationId, typeId));
      const message = response.status === 200 ? response.data?.message : undefined;
      return message ? { retired: true, message } : { retired: false, message: 'Membership deleted successfully' };
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: membershipTypeKeys.detail(associationId, typeId) });
      return queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(associationId) });
    },
  });
}
