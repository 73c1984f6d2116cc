import { api } from '@alumni/shared';
import { registrationRequestPaths } from '@alumni/shared/contracts';
import { registrationRequestKeys } from '@alumni/shared/registration-requests';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type RegistrationRequestListParams = { pendingOnly: boolean; page: number; limit: number };

async function getRegistrationRequests({ pendingOnly, page, limit }: RegistrationRequestListParams) {
  const { data } = await api.get(registrationRequestPaths.list(), {
    params: { ...(pendingOnly ? { is_approved: false } : {}), page, limit },
  });
  return data;
}

export const registrationRequestsQuery = (params: RegistrationRequestListParams) =>
  queryOptions({
    queryKey: registrationRequestKeys.list(params),
    queryFn: () => getRegistrationRequests(params),
    placeholderData: keepPreviousData,
  });

const registrationRequestQuery = (id: number) =>
  queryOptions({
    queryKey: registrationRequestKeys.detail(id),
    queryFn: async () => (await api.get(registrationRequestPaths.one(id))).data,
  });

export const useRegistrationRequest = (id: number) => useQuery(registrationRequestQuery(id));

/** PATCH { is_approved: true }: the API creates the association with the applicant as its admin. */
export function useApproveRegistrationRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.patch(registrationRequestPaths.one(id), { is_approved: true })).data,
    onSuccess: (request) => {
      queryClient.setQueryData(registrationRequestKeys.detail(id), request);
      return queryClient.invalidateQueries({ queryKey: registrationRequestKeys.all });
    },
  });
}

/** POST .../refuse/ with the reason the applicant is mailed (it may be empty). */
export function useRefuseRegistrationRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => (await api.post(registrationRequestPaths.refuse(id), { reason })).data,
    onSuccess: (request) => {
      queryClient.setQueryData(registrationRequestKeys.detail(id), request);
      return queryClient.invalidateQueries({ queryKey: registrationRequestKeys.all });
    },
  });
}
