import { api } from '@alumni/shared';
import { associationPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const associationKeys = {
  detail: (id: number) => ['associations', id] as const,
};

async function getAssociation(id: number) {
  const { data } = await api.get(associationPaths.one(id));
  return data;
}

const associationQuery = (id: number) =>
  queryOptions({ queryKey: associationKeys.detail(id), queryFn: () => getAssociation(id) });

export const useAssociation = (id: number) => useQuery(associationQuery(id));
