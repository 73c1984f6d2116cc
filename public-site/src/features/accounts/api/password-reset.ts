import { api } from '@alumni/shared';
import {
  authPaths,
  type MessageResponse,
  type PasswordReset,
  type PasswordResetConfirm,
} from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function requestPasswordReset(body: PasswordReset): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(authPaths.passwordReset(), body);
  return data;
}

async function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(authPaths.passwordResetConfirm(), body);
  return data;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
