import { api } from '@alumni/shared';
import { type SiteStats } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getStats(): Promise<SiteStats> {
  const { data } = await api.get<SiteStats>('/stats/');
  return data;
}

export const statsQuery = () => queryOptions({ queryKey: ['stats'], queryFn: getStats, staleTime: 60_000 });

export const useStats = () => useQuery(statsQuery());
