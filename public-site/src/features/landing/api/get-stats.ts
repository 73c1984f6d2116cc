import { api } from '@alumni/shared';
import { contactPaths, type SiteStats } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getStats(): Promise<SiteStats> {
  const { data } = await api.get<SiteStats>(contactPaths.stats());
  return data;
}

export const statsQuery = () => queryOptions({ queryKey: ['stats'], queryFn: getStats, staleTime: 60_000 });

export const useStats = () => useQuery(statsQuery());
