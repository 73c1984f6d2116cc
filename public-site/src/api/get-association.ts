import { api } from '@alumni/shared';
import { associationPaths, type Association } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function getAssociation(id: string): Promise<Association> {
  const { data } = await api.get<Association>(associationPaths.one(id));
  return data;
}

export const associationQuery = (id: string) =>
  queryOptions({ queryKey: ['associations', 'detail', id], queryFn: () => getAssociation(id) });

export const useAssociation = (id: string) => useQuery(associationQuery(id));
