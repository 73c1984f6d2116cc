import { api } from '@alumni/shared';
import { contactPaths, type ContactMessageBody, type MessageResponse } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function sendContactMessage(body: ContactMessageBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(contactPaths.messages(), body);
  return data;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
