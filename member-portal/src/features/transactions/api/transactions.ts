import { api } from '@alumni/shared';
import { type TransactionList } from '@alumni/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useTransactions = (page: number, limit: number) =>
  useQuery({
    queryKey: ['auth', 'user', 'transactions', { page, limit }],
    queryFn: async () =>
      (await api.get<TransactionList>('/auth/user/transactions/memberships/', { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });
