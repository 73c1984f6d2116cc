import { api } from '@alumni/shared';
import { type RegistrationRequest, type RegistrationRequestBody } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /associations/registration-requests/: the super admin approves it later. */
export async function registerAssociation(body: RegistrationRequestBody): Promise<RegistrationRequest> {
  const { data } = await api.post<RegistrationRequest>('/associations/registration-requests/', body);
  return data;
}

export function useRegisterAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAssociation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registration-requests'] }),
  });
}
