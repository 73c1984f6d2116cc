import { api } from '@alumni/shared';
import { contactPaths, type ContactMessage, type Paginated } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ContactMessageListParams = { page: number; limit: number };

const contactMessagesQuery = (params: ContactMessageListParams) =>
  queryOptions({
    queryKey: ['contact-messages', params],
    queryFn: async () => (await api.get<Paginated<ContactMessage>>(contactPaths.messages(), { params })).data,
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (params: ContactMessageListParams) => useQuery(contactMessagesQuery(params));

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.patch<ContactMessage>(contactPaths.message(id), { read: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-messages'] }),
  });
}
