import { api } from '@alumni/shared';
import { type Paginated, type RegistrationRequest, type RegistrationRequestBody } from '@alumni/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const BASE = '/associations/registration-requests';
export const REQUESTS_KEY = ['registration-requests'] as const;

export const useRegistrationRequests = (page: number, limit: number) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, 'list', { page, limit }],
    queryFn: async () => (await api.get<Paginated<RegistrationRequest>>(`${BASE}/`, { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });

export const useRegistrationRequest = (id: number) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, 'detail', id],
    queryFn: async () => (await api.get<RegistrationRequest>(`${BASE}/${id}/`)).data,
    enabled: id > 0,
  });

export async function createRegistrationRequest(body: RegistrationRequestBody): Promise<RegistrationRequest> {
  const { data } = await api.post<RegistrationRequest>(`${BASE}/`, body);
  return data;
}
