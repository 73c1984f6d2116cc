import { api, type AssociationListItem, type Paginated } from '@alumni/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AssociationListParams = { name?: string; page: number; limit: number };

export async function getAssociations({ name, page, limit }: AssociationListParams): Promise<Paginated<AssociationListItem>> {
  const { data } = await api.get<Paginated<AssociationListItem>>('/associations/', {
    params: { ...(name ? { name } : {}), page, limit },
  });
  return data;
}

export const associationsQuery = (params: AssociationListParams) =>
  queryOptions({ queryKey: ['associations', 'list', params], queryFn: () => getAssociations(params), placeholderData: keepPreviousData });

export const useAssociations = (params: AssociationListParams) => useQuery(associationsQuery(params));
