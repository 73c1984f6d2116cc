import { api } from '@alumni/shared';
import { memberPaths, type MemberOrdering, type MembershipStatus } from '@alumni/shared/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type MemberSearchBy = 'name' | 'batch';
export type MemberFilter = {
  searchBy?: MemberSearchBy;
  searchValue?: string;
  status?: MembershipStatus;
  ordering?: MemberOrdering;
};
export type MemberListParams = MemberFilter & { associationId: number; page: number; limit: number };

/** `?name=` or `?batch=` from the search form's searchBy/searchValue, with `status` and `ordering` when chosen. */
export const memberFilterParams = ({
  searchBy,
  searchValue,
  status,
  ordering,
}: MemberFilter): Record<string, string> => ({
  ...(searchBy && searchValue ? { [searchBy]: searchValue } : {}),
  ...(status ? { status } : {}),
  ...(ordering && ordering !== 'serial' ? { ordering } : {}),
});

export const memberKeys = {
  all: ['members'] as const,
  list: (params: MemberListParams) => [...memberKeys.all, params] as const,
};

async function getMembers({ associationId, page, limit, ...filter }: MemberListParams) {
  const { data } = await api.get(memberPaths.list(associationId), {
    params: { ...memberFilterParams(filter), page, limit },
  });
  return data;
}

export const membersQuery = (params: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: () => getMembers(params),
    placeholderData: keepPreviousData,
  });
