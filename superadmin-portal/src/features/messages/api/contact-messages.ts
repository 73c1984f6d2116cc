import { api } from '@alumni/shared';
import { contactPaths } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export type ContactMessageListParams = { page: number; limit: number };

const contactMessageKeys = {
  all: ['contact-messages'] as const,
  list: (params: ContactMessageListParams) => [...contactMessageKeys.all, params] as const,
};

export const contactMessagesQuery = (params: ContactMessageListParams) =>
  queryOptions({
    queryKey: contactMessageKeys.list(params),
    queryFn: async () => (await api.get(contactPaths.messages(), { params })).data,
    placeholderData: keepPreviousData,
  });

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.patch(contactPaths.message(id), { read: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
