import { api } from '@alumni/shared';
import {
  API_BASE_PATH,
  transactionPaths,
  type Paginated,
  type Transaction,
  type TransactionApprove,
  type TransactionApproveResponse,
} from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type TransactionListParams = { associationId: number; offline: boolean; page: number; limit: number };

const transactionKeys = {
  all: (associationId: number) => ['association-transactions', associationId] as const,
  list: (params: TransactionListParams) => [...transactionKeys.all(params.associationId), params] as const,
};

async function getTransactions({
  associationId,
  offline,
  page,
  limit,
}: TransactionListParams): Promise<Paginated<Transaction>> {
  const { data } = await api.get<Paginated<Transaction>>(transactionPaths.ofAssociation(associationId), {
    params: { offline, page, limit },
  });
  return data;
}

const transactionsQuery = (params: TransactionListParams) =>
  queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: () => getTransactions(params),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQuery(params));

/** PATCH /transactions/memberships/{id}/approve/; the lists and the members reload afterwards. */
export function useApproveTransaction(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TransactionApprove }) =>
      (await api.patch<TransactionApproveResponse>(transactionPaths.approve(id), body)).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.all(associationId) }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
}

/** The private proof PDF (the API gives its address under API_BASE_PATH); fetched with the Bearer token. */
export async function getProofDocument(proofPath: string): Promise<Blob> {
  const path = proofPath.startsWith(`${API_BASE_PATH}/`) ? proofPath.slice(API_BASE_PATH.length) : proofPath;
  const { data } = await api.get<Blob>(path, { responseType: 'blob' });
  return data;
}
