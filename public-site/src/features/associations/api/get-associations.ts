import { api, associationKeys, pageParamsFrom } from '@alumni/shared';
import {
  associationPaths,
  DEFAULT_PAGE_SIZE,
  type AssociationListItem,
  type Paginated,
} from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AssociationListParams = { name?: string; page: number; limit: number };

/** The list's search, page and size as the URL's query string gives them. */
export const listParamsFrom = (search: URLSearchParams): AssociationListParams => ({
  name: search.get('name')?.trim() || undefined,
  ...pageParamsFrom(search, DEFAULT_PAGE_SIZE.associations),
});

/** One page of the list, with the page and size it was asked for (rows shown while the next page loads keep their own numbers). */
export type AssociationPage = Paginated<AssociationListItem> & { page: number; limit: number };

async function getAssociations({ name, page, limit }: AssociationListParams): Promise<AssociationPage> {
  const { data } = await api.get(associationPaths.list(), {
    params: { ...(name ? { name } : {}), page, limit },
  });
  return { ...data, page, limit };
}

export const associationsQuery = (params: AssociationListParams) =>
  queryOptions({
    queryKey: associationKeys.list(params),
    queryFn: () => getAssociations(params),
    placeholderData: keepPreviousData,
  });

export const useAssociations = (params: AssociationListParams) => useQuery(associationsQuery(params));
