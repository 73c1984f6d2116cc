import { api } from '@alumni/shared';
import { registrationRequestPaths, type Paginated, type RegistrationRequest } from '@alumni/shared/contracts';
import { REGISTRATION_REQUESTS_KEY } from '@alumni/shared/registration-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useRegistrationRequests = (page: number, limit: number) =>
  useQuery({
    queryKey: [...REGISTRATION_REQUESTS_KEY, 'list', { page, limit }],
    queryFn: async () =>
      (await api.get<Paginated<RegistrationRequest>>(registrationRequestPaths.list(), { params: { page, limit } }))
        .data,
    placeholderData: keepPreviousData,
  });

export const useRegistrationRequest = (id: number) =>
  useQuery({
    queryKey: [...REGISTRATION_REQUESTS_KEY, 'detail', id],
    queryFn: async () => (await api.get<RegistrationRequest>(registrationRequestPaths.one(id))).data,
    enabled: id > 0,
  });
