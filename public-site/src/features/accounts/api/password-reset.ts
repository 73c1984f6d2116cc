import { api } from '@alumni/shared';
import { authPaths, type PasswordReset, type PasswordResetConfirm } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function requestPasswordReset(body: PasswordReset) {
  const { data } = await api.post(authPaths.passwordReset(), body);
  return data;
}

async function confirmPasswordReset(body: PasswordResetConfirm) {
  const { data } = await api.post(authPaths.passwordResetConfirm(), body);
  return data;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
