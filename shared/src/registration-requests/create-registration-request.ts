import { api } from '@alumni/shared';
import {
  registrationRequestPaths,
  type RegistrationRequest,
  type RegistrationRequestBody,
} from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The query key every portal's registration-request lists and details live under. */
export const REGISTRATION_REQUESTS_KEY = ['registration-requests'] as const;

export async function createRegistrationRequest(body: RegistrationRequestBody): Promise<RegistrationRequest> {
  const { data } = await api.post<RegistrationRequest>(registrationRequestPaths.list(), body);
  return data;
}

/** Apply to register an association; the super admin approves it later. The lists reload with it. */
export function useCreateRegistrationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistrationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRATION_REQUESTS_KEY }),
  });
}
