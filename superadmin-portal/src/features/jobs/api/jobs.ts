import { api } from '@alumni/shared';
import { jobPaths, type JobListState } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const jobKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => [...jobKeys.all, params] as const,
  scheduled: () => [...jobKeys.all, 'scheduled'] as const,
};

export type JobListParams = { state: JobListState; page: number; limit: number };

export const jobsQuery = (params: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: async () => (await api.get(jobPaths.list(), { params })).data,
    placeholderData: keepPreviousData,
  });

/** Queues a failed job again; every list refreshes (it moves from failed to queued). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post(jobPaths.retry(id))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

const scheduledJobsQuery = queryOptions({
  queryKey: jobKeys.scheduled(),
  queryFn: async () => (await api.get(jobPaths.scheduled())).data.results,
  staleTime: Infinity,
});

export const useScheduledJobs = () => useQuery(scheduledJobsQuery);

/** Queues a scheduled job to run now; the lists refresh (it shows as queued, then running). */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post(jobPaths.run(name))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
