import { api } from '@alumni/shared';
import { userPaths, type PublicUser } from '@alumni/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** By the profile's handle (an old numeric link works for signed-in visitors: the API redirects). */
async function getPublicUser(handle: string): Promise<PublicUser> {
  const { data } = await api.get<PublicUser>(userPaths.publicProfile(handle));
  return data;
}

export const publicUserQuery = (handle: string) =>
  queryOptions({ queryKey: ['users', handle], queryFn: () => getPublicUser(handle) });

export const usePublicUser = (handle: string) => useQuery(publicUserQuery(handle));
