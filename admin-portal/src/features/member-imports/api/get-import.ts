import { api } from '@alumni/shared';
import { memberImportPaths, type MemberImportJob } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const memberImportKeys = {
  all: ['member-imports'] as const,
  one: (associationId: number, importId: number) => [...memberImportKeys.all, associationId, importId] as const,
};

const isRunning = (job: MemberImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** A large import's progress, asked again every second while it runs. */
const importQuery = (associationId: number, importId: number) =>
  queryOptions({
    queryKey: memberImportKeys.one(associationId, importId),
    queryFn: async () => (await api.get(memberImportPaths.one(associationId, importId))).data,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });

export const useMemberImport = (associationId: number, importId: number | null) =>
  useQuery({ ...importQuery(associationId, importId ?? 0), enabled: importId !== null });
