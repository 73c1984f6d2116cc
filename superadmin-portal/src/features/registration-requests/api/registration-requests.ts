import { api } from '@alumni/shared';
import { registrationRequestPaths, type Paginated, type RegistrationRequest } from '@alumni/shared/contracts';
import { REGISTRATION_REQUESTS_KEY } from '@alumni/shared/registration-requests';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type RegistrationRequestListParams = { pendingOnly: boolean; page: number; limit: number };

const registrationRequestKeys = {
  all: REGISTRATION_REQUESTS_KEY,
  list: (params: RegistrationRequestListParams) => [...REGISTRATION_REQUESTS_KEY, 'list', params] as const,
  detail: (id: number) => [...REGISTRATION_REQUESTS_KEY, 'detail', id] as const,
};

async function getRegistrationRequests({ pendingOnly, page, limit }: RegistrationRequestListParams) {
  const { data } = await api.get<Paginated<RegistrationRequest>>(registrationRequestPaths.list(), {
    params: { ...(pendingOnly ? { is_approved: false } : {}), page, limit },
  });
  return data;
}

const registrationRequestsQuery = (params: RegistrationRequestListParams) =>
  queryOptions({
    queryKey: registrationRequestKeys.list(params),
    queryFn: () => getRegistrationRequests(params),
    placeholderData: keepPreviousData,
  });

export const useRegistrationRequests = (params: RegistrationRequestListParams) =>
  useQuery(registrationRequestsQuery(params));

const registrationRequestQuery = (id: number) =>
  queryOptions({
    queryKey: registrationRequestKeys.detail(id),
    queryFn: async () => (await api.get<RegistrationRequest>(registrationRequestPaths.one(id))).data,
  });

export const useRegistrationRequest = (id: number) => useQuery(registrationRequestQuery(id));

/** PATCH { is_approved: true }: the API creates the association with the applicant as its admin. */
export function useApproveRegistrationRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.patch<RegistrationRequest>(registrationRequestPaths.one(id), { is_approved: true })).data,
    onSuccess: (request) => {
      queryClient.setQueryData(registrationRequestKeys.detail(id), request);
      return queryClient.invalidateQueries({ queryKey: registrationRequestKeys.all });
    },
  });
}
