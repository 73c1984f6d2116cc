import { api, associationKeys } from '@alumni/shared';
import { associationPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getAssociation(id: string) {
  const { data } = await api.get(associationPaths.one(id));
  return data;
}

export const associationQuery = (id: string) =>
  queryOptions({ queryKey: associationKeys.detail(id), queryFn: () => getAssociation(id) });

export const useAssociation = (id: string) => useQuery(associationQuery(id));
