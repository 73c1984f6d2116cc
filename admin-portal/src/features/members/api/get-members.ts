import { api } from '@alumni/shared';
import { memberPaths, type Membership, type Paginated } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type MemberSearchBy = 'name' | 'batch';
export type MemberFilter = { searchBy?: MemberSearchBy; searchValue?: string };
export type MemberListParams = MemberFilter & { associationId: number; page: number; limit: number };

/** `?name=` or `?batch=` from the search form's searchBy/searchValue. */
export const memberFilterParams = ({ searchBy, searchValue }: MemberFilter): Record<string, string> =>
  searchBy && searchValue ? { [searchBy]: searchValue } : {};

async function getMembers({ associationId, page, limit, ...filter }: MemberListParams): Promise<Paginated<Membership>> {
  const { data } = await api.get<Paginated<Membership>>(memberPaths.list(associationId), {
    params: { ...memberFilterParams(filter), page, limit },
  });
  return data;
}

const membersQuery = (params: MemberListParams) =>
  queryOptions({ queryKey: ['members', params], queryFn: () => getMembers(params), placeholderData: keepPreviousData });

export const useMembers = (params: MemberListParams) => useQuery(membersQuery(params));
