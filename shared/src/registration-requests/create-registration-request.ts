import { api } from '@alumni/shared';
import { registrationRequestPaths, type RegistrationRequestBody } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationRequestKeys } from './query-keys';

export async function createRegistrationRequest(body: RegistrationRequestBody) {
  const { data } = await api.post(registrationRequestPaths.list(), body);
  return data;
}

/** Apply to register an association; the super admin approves it later. The lists reload with it. */
export function useCreateRegistrationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistrationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationRequestKeys.all }),
  });
}
