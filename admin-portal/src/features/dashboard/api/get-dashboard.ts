import { api } from '@alumni/shared';
import { dashboardPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getDashboard(associationId: number) {
  const { data } = await api.get(dashboardPaths.one(associationId));
  return data;
}

export const dashboardKeys = { one: (associationId: number) => ['association-dashboard', associationId] as const };

const dashboardQuery = (associationId: number) =>
  queryOptions({
    queryKey: dashboardKeys.one(associationId),
    queryFn: () => getDashboard(associationId),
  });

export const useDashboard = (associationId: number) => useQuery(dashboardQuery(associationId));
