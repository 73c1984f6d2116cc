import { api, type PageParams } from '@alumni/shared';
import { registrationRequestPaths } from '@alumni/shared/contracts';
import { registrationRequestKeys } from '@alumni/shared/registration-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const registrationRequestsQuery = ({ page, limit }: PageParams) =>
  queryOptions({
    queryKey: registrationRequestKeys.list({ page, limit }),
    queryFn: async () => (await api.get(registrationRequestPaths.list(), { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });

export const useRegistrationRequest = (id: number) =>
  useQuery({
    queryKey: registrationRequestKeys.detail(id),
    queryFn: async () => (await api.get(registrationRequestPaths.one(id))).data,
    enabled: id > 0,
  });
