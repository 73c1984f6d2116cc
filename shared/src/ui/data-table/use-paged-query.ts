import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { usePageParams, type PageParams } from '../pagination/use-page-params';

/** What a paged list page hands its DataList: the query and the page it shows (`<DataList {...list} />`). */
export type PagedQuery<T> = { query: UseQueryResult<T>; paging: PageParams };

/**
 * A list page's query at the page and limit of the URL (the pagination links set `page`): the page only
 * says how many rows a page holds by default and which query it lists.
 */
export function usePagedQuery<T, K extends QueryKey>(
  defaultLimit: number,
  optionsFor: (paging: PageParams) => UseQueryOptions<T, Error, T, K>,
): PagedQuery<T> {
  const paging = usePageParams(defaultLimit);
  const query = useQuery(optionsFor(paging));
  return { query, paging };
}
