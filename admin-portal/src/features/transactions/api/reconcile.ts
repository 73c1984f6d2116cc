import { api } from '@alumni/shared';
import { reconciliationPaths, type Reconciliation } from '@alumni/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../dashboard';
import { memberKeys } from '../../members';
import { transactionKeys } from './transactions';

/** How often a statement still being read is asked about (its progress bar). */
const PROGRESS_POLL_MS = 1000;

const reconciliationKeys = {
  all: (associationId: number) => ['statement-reconciliations', associationId] as const,
  one: (associationId: number, id: number) => [...reconciliationKeys.all(associationId), id] as const,
};

export type StatementForm = {
  file: File;
  layout: string;
  columns: Partial<Record<'date_column' | 'amount_column' | 'reference_column' | 'phone_column', string>>;
};

/** POST .../reconcile/ (multipart): 200 read at once, 202 a job reads it. */
async function uploadStatement(associationId: number, { file, layout, columns }: StatementForm) {
  const form = new FormData();
  form.append('layout', layout);
  if (layout === 'generic') for (const [field, value] of Object.entries(columns)) if (value) form.append(field, value);
  form.append('file', file);
  const { data } = await api.post(reconciliationPaths.upload(associationId), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

export function useUploadStatement(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: StatementForm) => uploadStatement(associationId, form),
    onSuccess: (reconciliation) =>
      queryClient.setQueryData(reconciliationKeys.one(associationId, reconciliation.id), reconciliation),
  });
}

const isRunning = (r: Reconciliation | undefined) => r?.status === 'queued' || r?.status === 'running';

const reconciliationQuery = (associationId: number, id: number) =>
  queryOptions({
    queryKey: reconciliationKeys.one(associationId, id),
    queryFn: async () => (await api.get(reconciliationPaths.one(associationId, id))).data,
    // The server feeds the progress bar: asked again while the job reads the statement.
    refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_POLL_MS : false),
  });

export const useReconciliation = (associationId: number, id: number) =>
  useQuery(reconciliationQuery(associationId, id));

/** POST .../reconcile/{id}/approve/; the upload, the lists, the members and the dashboard reload afterwards. */
export function useBulkApprove(associationId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: number[]) =>
      (await api.post(reconciliationPaths.approve(associationId, id), { lines })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reconciliationKeys.one(associationId, id) }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all(associationId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.one(associationId) }),
      ]),
  });
}
