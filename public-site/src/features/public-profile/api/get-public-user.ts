import { api } from '@alumni/shared';
import { userPaths } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** By the profile's handle (an old numeric link works for signed-in visitors: the API redirects). */
async function getPublicUser(handle: string) {
  const { data } = await api.get(userPaths.publicProfile(handle));
  return data;
}

const publicUserKeys = { detail: (handle: string) => ['users', handle] as const };

export const publicUserQuery = (handle: string) =>
  queryOptions({ queryKey: publicUserKeys.detail(handle), queryFn: () => getPublicUser(handle) });

export const usePublicUser = (handle: string) => useQuery(publicUserQuery(handle));
