import { api, associationKeys } from '@alumni/shared';
import { associationPaths } from '@alumni/shared/contracts';
import { queryOptions } from '@tanstack/react-query';

export type AssociationOption = { id: number; name: string };

/** The API's largest page of associations, and how many pages the filter reads at most (1,000 associations). */
const PAGE = 100;
const MAX_PAGES = 10;

/** Every association by name, for the events page's association filter (a page of 100 at a time). */
async function getAssociationOptions(): Promise<AssociationOption[]> {
  const options: AssociationOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data } = await api.get(associationPaths.list(), { params: { page, limit: PAGE } });
    options.push(...data.results.map(({ id, name }) => ({ id, name })));
    if (options.length >= data.count || data.results.length < PAGE) break;
  }
  return options;
}

export const associationOptionsQuery = () =>
  queryOptions({
    queryKey: associationKeys.list({ purpose: 'options' }),
    queryFn: getAssociationOptions,
    staleTime: 5 * 60_000,
  });
