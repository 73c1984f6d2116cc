import { api } from '@alumni/shared';
import { contactPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getStats() {
  const { data } = await api.get(contactPaths.stats());
  return data;
}

const statsKeys = { all: ['stats'] as const };

export const statsQuery = () => queryOptions({ queryKey: statsKeys.all, queryFn: getStats, staleTime: 60_000 });

export const useStats = () => useQuery(statsQuery());
