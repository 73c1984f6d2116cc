import { api, currentUserKeys } from '@alumni/shared';
import { transactionPaths } from '@alumni/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Under the signed-in user's key: a payment made on the public site reloads them. */
const transactionKeys = {
  all: currentUserKeys.own('transactions'),
  list: (page: number, limit: number) => [...transactionKeys.all, { page, limit }] as const,
};

export const useTransactions = (page: number, limit: number) =>
  useQuery({
    queryKey: transactionKeys.list(page, limit),
    queryFn: async () => (await api.get(transactionPaths.mine(), { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });
