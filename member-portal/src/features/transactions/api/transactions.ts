import { api } from '@alumni/shared';
import { transactionPaths, type TransactionList } from '@alumni/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useTransactions = (page: number, limit: number) =>
  useQuery({
    queryKey: ['auth', 'user', 'transactions', { page, limit }],
    queryFn: async () => (await api.get<TransactionList>(transactionPaths.mine(), { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });
