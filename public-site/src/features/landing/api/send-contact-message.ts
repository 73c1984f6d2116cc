import { api, type ContactMessageBody, type MessageResponse } from '@alumni/shared';
import { useMutation } from '@tanstack/react-query';

export async function sendContactMessage(body: ContactMessageBody): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/contact-messages/', body);
  return data;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
