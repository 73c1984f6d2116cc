import { api, currentUserKeys, type PageParams } from '@alumni/shared';
import { transactionPaths } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Under the signed-in user's key: a payment made on the public site reloads them. */
const transactionKeys = {
  all: currentUserKeys.own('transactions'),
  list: (page: number, limit: number) => [...transactionKeys.all, { page, limit }] as const,
};

export const transactionsQuery = ({ page, limit }: PageParams) =>
  queryOptions({
    queryKey: transactionKeys.list(page, limit),
    queryFn: async () => (await api.get(transactionPaths.mine(), { params: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });
