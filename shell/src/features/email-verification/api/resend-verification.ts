import { api } from '@alumni/shared';
import { authPaths } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function resendVerification() {
  const { data } = await api.post(authPaths.resendEmail());
  return data;
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
