import { api } from '@alumni/shared';
import {
  API_BASE_PATH,
  type membershipPaths,
  transactionPaths,
  type TransactionApprove,
} from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../dashboard';
import { memberKeys } from '../../members';

/** `pendingOnly`: the ones not (yet) successful, for offline payments those waiting for approval. */
export type TransactionListParams = {
  associationId: number;
  offline: boolean;
  page: number;
  limit: number;
  pendingOnly?: boolean;
};

export const transactionKeys = {
  all: (associationId: number) => ['association-transactions', associationId] as const,
  list: (params: TransactionListParams) => [...transactionKeys.all(params.associationId), params] as const,
};

async function getTransactions({ associationId, offline, page, limit, pendingOnly }: TransactionListParams) {
  const { data } = await api.get(transactionPaths.ofAssociation(associationId), {
    params: pendingOnly ? { offline, success: false, page, limit } : { offline, page, limit },
  });
  return data;
}

export const transactionsQuery = (params: TransactionListParams) =>
  queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: () => getTransactions(params),
    placeholderData: keepPreviousData,
  });

/** PATCH /transactions/memberships/{id}/approve/; the lists, the members and the dashboard reload afterwards. */
export function useApproveTransaction(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TransactionApprove }) =>
      (await api.patch(transactionPaths.approve(id), body)).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.all(associationId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.one(associationId) }),
      ]),
  });
}

/** The private proof PDF (the API gives its address under API_BASE_PATH); fetched with the Bearer token. */
export async function getProofDocument(proofPath: string): Promise<Blob> {
  const relative = proofPath.startsWith(`${API_BASE_PATH}/`) ? proofPath.slice(API_BASE_PATH.length) : proofPath;
  // The API wrote this address with membershipPaths.proofDocument: seen as that path's URL, it answers a Blob.
  const path = relative as ReturnType<typeof membershipPaths.proofDocument>;
  const { data } = await api.get(path, { responseType: 'blob' });
  return data;
}
