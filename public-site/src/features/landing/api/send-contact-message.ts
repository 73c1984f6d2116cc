import { api } from '@alumni/shared';
import { contactPaths, type ContactMessageBody } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';

async function sendContactMessage(body: ContactMessageBody) {
  const { data } = await api.post(contactPaths.messages(), body);
  return data;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
