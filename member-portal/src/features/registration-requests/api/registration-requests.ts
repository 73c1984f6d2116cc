import { api } from '@alumni/shared';
import { registrationRequestPaths } from '@alumni/shared/contracts';
import { registrationRequestKeys } from '@alumni/shared/registration-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useRegistrationRequests = (page: number, limit: number) =>
  useQuery({
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
