import { api } from '@alumni/shared';
import { authPaths, type MessageResponse } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function resendVerification(): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(authPaths.resendEmail());
  return data;
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
